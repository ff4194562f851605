// The compare pieces every plan list shares: the bar at the foot of the page that opens the side-by-side dialog,
// and each card's add/remove button. The words come from the list that uses them.
import type { ReactNode } from 'react';
import { useWords } from '~/lib/words';
import { Button } from './button';
import { Dialog } from './dialog';

export function CompareBar({
  summary,
  openLabel,
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  /** e.g. "2 plans selected". */
  summary: string;
  openLabel: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The table shown in the dialog. */
  children: ReactNode;
}) {
  const words = useWords('lists');
  return (
    <>
      <section
        aria-label={words.plansToCompare}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-lg"
      >
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-900">{summary}</p>
          <Button onClick={() => onOpenChange(true)} aria-haspopup="dialog">
            {openLabel}
          </Button>
        </div>
      </section>
      <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="lg">
        {children}
      </Dialog>
    </>
  );
}

/** A plan card's place in its list's comparison: whether the plan is in it, and the toggle. */
export interface CompareState {
  comparing: boolean;
  onToggleCompare: () => void;
}

export function CompareToggleButton({
  comparing,
  onToggleCompare,
  describedBy,
  words,
}: CompareState & {
  /** The id of the card's heading, so the button is read with the plan's name. */
  describedBy: string;
  /** The list's own words for the two labels. */
  words: { addToCompare: string; removeFromCompare: string };
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={comparing}
      aria-describedby={describedBy}
      onClick={onToggleCompare}
    >
      {comparing ? words.removeFromCompare : words.addToCompare}
    </Button>
  );
}
