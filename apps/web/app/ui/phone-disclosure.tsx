// A part of a plan list that a 390 px phone folds behind one button ("Change", "Filters") so the first plan card
// is on the first screen, and wider screens keep open with no button. Folded by CSS alone (`max-md:hidden`), so
// the prerendered HTML and the first render in the browser agree whatever the width: no hydration mismatch.
import { useId, useState, type ReactNode } from 'react';
import { useWords } from '~/lib/words';
import { LineIcon } from './line-icon';

export interface PhoneDisclosure {
  open: boolean;
  /** The folded part's id, for the button's aria-controls. */
  id: string;
  toggle: () => void;
  /** The folded part's classes: hidden on a phone until opened, always shown from `md` up. */
  foldClass: string;
}

export function usePhoneDisclosure(): PhoneDisclosure {
  const [open, setOpen] = useState(false);
  const id = useId();
  return { open, id, toggle: () => setOpen((was) => !was), foldClass: open ? '' : 'max-md:hidden' };
}

/** The phone's button for a folded part; not shown from `md` up, where the part is always open. */
export function PhoneToggle({
  disclosure,
  children,
  className = '',
}: {
  disclosure: PhoneDisclosure;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={disclosure.open}
      aria-controls={disclosure.id}
      onClick={disclosure.toggle}
      className={`group inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 underline md:hidden ${className}`}
    >
      {children}
      {/* lucide's chevron-down */}
      <LineIcon className="size-4 transition-transform group-aria-expanded:rotate-180">
        <path d="m6 9 6 6 6-6" />
      </LineIcon>
    </button>
  );
}

/**
 * A folding panel's header: its title (the `id` its section's aria-labelledby names) and the phone's "Change" button
 * for the panel's folded part.
 */
export function PhonePanelHeader({
  id,
  title,
  disclosure,
}: {
  id: string;
  title: ReactNode;
  disclosure: PhoneDisclosure;
}) {
  const words = useWords('ui');
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <PhoneToggle disclosure={disclosure}>{words.change}</PhoneToggle>
    </div>
  );
}

/**
 * "How these prices are worked out" (ui/price-explainer.tsx's words) for the lists that show their notes open on
 * a wider screen: folded on a phone only.
 */
export function PhonePriceExplainer({ children }: { children: ReactNode }) {
  const words = useWords('ui');
  const fold = usePhoneDisclosure();
  return (
    <div>
      <PhoneToggle disclosure={fold}>{words.howPriced}</PhoneToggle>
      <div id={fold.id} className={`flex flex-col gap-1 ${fold.foldClass}`}>
        {children}
      </div>
    </div>
  );
}
