// A modal dialog: titled, described, focus trapped, closed by Escape, an outside click or the X button.
// Its code (Radix Dialog, about 10 KB gzipped, in ./dialog-panel) loads the first time the dialog opens, so a page
// whose dialogs stay closed (filters, compare, details, travellers) does not carry it in its first load.
// Closing it (Escape, the X, a button) puts focus back on what opened it: Radix returns focus only to its own
// Dialog.Trigger, and the openers here are plain buttons outside it (a compare bar's, a card's, a list's), so the
// dialog notes the opener itself and the panel focuses it again on close.
import { Suspense, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { localeOfPath } from '~/lib/locale-paths';
import { loadWords, ownWords } from '~/lib/words';
import { lazyPart } from './lazy-part';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; visually hidden when `hideDescription` is set. */
  description?: ReactNode;
  hideDescription?: boolean;
  children?: ReactNode;
  /** Buttons shown at the bottom, right-aligned; they stay in view however long the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * scroll (the default): the body scrolls between the title and the footer. fill: the body is given the height
   * left and its one child lays out its own scrolling parts (ui/filter-tabs.tsx).
   */
  body?: 'scroll' | 'fill';
  /** The X button's name, if not the dialog words' "Close" in the page's language. */
  closeLabel?: string;
}

/** The frame's words (its X button's name), loaded with the panel in the page's language. */
const DIALOG_WORDS = ownWords(
  'dialog',
  () => import('./dialog-words'),
  () => import('./dialog-words.hi'),
);

const panel = lazyPart(
  () =>
    Promise.all([
      import('./dialog-panel'),
      loadWords(DIALOG_WORDS, typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname), [
        'dialog',
      ]),
    ]).then(([module]) => module),
  (m) => m.DialogPanel,
);
const DialogPanel = panel.Component;
/** Loads the dialog's code ahead of the first open (the component tests do, so a dialog shows at once). */
export const preloadDialog = panel.preload;

/** What the panel needs besides the dialog's props: the element to focus again when it closes. */
export interface DialogPanelProps extends DialogProps {
  opener: RefObject<HTMLElement | null>;
}

// The control last pressed, for a browser that does not focus a button on a click or tap (Safari): the dialog it
// opened then finds nothing focused but the page.
let pressed: { control: HTMLElement; at: number } | undefined;
let watching = false;
function watchPresses() {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(
              'button, a[href], [role="button"], [tabindex]:not([tabindex="-1"])',
            )
          : null;
      pressed = control ? { control, at: Date.now() } : undefined;
    },
    true,
  );
}

/** The element that opened a dialog opening now: the focused one, else a control pressed within the last second. */
function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return pressed && Date.now() - pressed.at < 1000 ? pressed.control : null;
}

export function Dialog(props: DialogProps) {
  // Once opened, the panel stays mounted so Radix can close it.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // Noted as the dialog opens, before the panel (loaded or not yet) moves focus into itself: layout effects run
  // before Radix's focus scope takes focus in its own effect.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    watchPresses();
    if (props.open) opener.current = openerNow();
  }, [props.open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} opener={opener} />
    </Suspense>
  );
}
