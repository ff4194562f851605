// The dialog itself, over Radix: titled, described, focus trapped, closed by Escape, an outside click or the X button.
// ui/dialog.tsx loads this module the first time a dialog opens.
// However long its body, the title and the footer's buttons stay in view: the panel is a column no taller than the
// screen, and only the body scrolls (or, with `body="fill"`, lays out its own scrolling parts: the filter modal's
// tabs stay beside the options that scroll).
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { loadedWords, useLocale } from '~/lib/words';
import type { DialogPanelProps } from './dialog';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

// The body reaches the panel's edges (-mx-5 px-5) so a focus ring at its side is not cut off by its scrolling.
const bodies = {
  scroll: 'mt-4 -mx-5 min-h-0 overflow-y-auto px-5 py-1',
  fill: 'mt-4 flex min-h-0 flex-col',
};

/**
 * The X button's name in the page's language: the caller's words, else the dialog words loaded with this panel
 * (ui/dialog.tsx) in the page's language, else (a language switched since, whose words have not loaded) the other
 * language's.
 */
function useCloseLabel(closeLabel: string | undefined): string {
  const locale = useLocale();
  const words = loadedWords(locale).dialog ?? loadedWords(locale === 'hi' ? 'en' : 'hi').dialog;
  return closeLabel ?? words?.close ?? '×';
}

/**
 * Whether the body scrolls now: a body that scrolls takes focus, so a keyboard can scroll one that holds no control
 * (a plan's details); one that fits is no stop on the way to its buttons. A callback ref: the body mounts inside
 * Radix's portal after the panel's own effects have run.
 */
function useScrolls() {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((body: HTMLDivElement | null) => {
    // a browser without the observers (and jsdom) checks once
    if (!body || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(body.scrollHeight > body.clientHeight);
    // the body's size, and each part inside it (one that arrives later, as a lazily loaded body does, too)
    const sizes = new ResizeObserver(check);
    const watch = () => {
      sizes.disconnect();
      for (const part of [body, ...body.children]) sizes.observe(part);
    };
    const parts = new MutationObserver(watch);
    parts.observe(body, { childList: true });
    watch();
    return () => {
      parts.disconnect();
      sizes.disconnect();
    };
  }, []);
  return [ref, scrolls] as const;
}

export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  children,
  footer,
  size = 'md',
  body = 'scroll',
  closeLabel,
  opener,
}: DialogPanelProps) {
  const close = useCloseLabel(closeLabel);
  const [bodyRef, scrolls] = useScrolls();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-5 shadow-xl focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            // back to what opened the dialog (ui/dialog.tsx), when it is still on the page
            const back = opener.current;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
        >
          <div className="flex shrink-0 items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label={close}
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description
              className={hideDescription ? 'sr-only' : 'mt-2 shrink-0 text-sm text-slate-700'}
            >
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children ? (
            <div
              ref={bodyRef}
              className={bodies[body]}
              tabIndex={body === 'scroll' && scrolls ? 0 : undefined}
            >
              {children}
            </div>
          ) : null}
          {footer ? <div className="mt-5 flex shrink-0 flex-wrap justify-end gap-2">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
