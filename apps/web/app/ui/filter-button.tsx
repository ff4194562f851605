// The button that opens a plan list's Sort/Filter dialog, written once for the term, health and travel lists: the
// sliders icon, the list's words for it, and how many filters are applied, as a badge when any are.
import { SlidersHorizontal } from 'lucide-react';
import { Button } from './button';

export function FilterButton({
  label,
  active,
  onClick,
  className,
}: {
  label: string;
  /** how many filters are applied (0: no badge) */
  active: number;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      aria-haspopup="dialog"
      // the count in the button's name as a word of its own ("Filters (1)"): the badge beside the words ran into
      // them ("Filters1") for a screen reader
      aria-label={active > 0 ? `${label} (${active})` : undefined}
      className={className}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {label}
      {active > 0 ? (
        <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{active}</span>
      ) : null}
    </Button>
  );
}
