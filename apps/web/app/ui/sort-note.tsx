// Says how a plan list is ordered: IRDAI does not allow an unexplained "best" ranking, so the order is always named.
import { useWords } from '~/lib/words';

export interface SortNoteProps {
  /** The order in words, e.g. "premium, lowest first". */
  order: string;
  shown: number;
  total: number;
  /** "plans" by default. */
  noun?: string;
  className?: string;
}

export function SortNote({ order, shown, total, noun, className = '' }: SortNoteProps) {
  const words = useWords('lists');
  return (
    <p role="status" className={`text-sm text-slate-700 ${className}`}>
      {words.sortNote(order, shown, total, noun ?? words.plans)}
    </p>
  );
}
