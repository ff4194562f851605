// The button that opens a plan list's Sort/Filter dialog, written once for the term, health and travel lists: the
// sliders icon, the list's words for it, and how many filters are applied, as a badge when any are.
// Its words stay on one line: on a phone the term list gives it three of seven columns (149 px at 390 px), where
// the Hindi "सॉर्ट/फ़िल्टर" with a badge broke after its slash onto two lines. Narrower padding and badge there make
// room for it inside its cell.
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
      // the count in the button's name as a word of its own ("Filters 1"): the badge beside the words ran into them
      // ("Filters1") for a screen reader. Not "Filters (1)": a count in brackets is left out when the name is checked
      // against the words on the button (WCAG's label in name; axe: label-content-name-mismatch)
      aria-label={active > 0 ? `${label} ${active}` : undefined}
      // `!` over the button's own px-4 (ui/button.tsx), which the stylesheet may order after these
      className={`px-3! whitespace-nowrap sm:px-4! ${className ?? ''}`}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {label}
      {active > 0 ? (
        <>
          {/* a space between the words and the badge, as the name has it (a flex box draws none) */}{' '}
          <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{active}</span>
        </>
      ) : null}
    </Button>
  );
}
