// Says how a plan list is ordered: IRDAI does not allow an unexplained "best" ranking, so the order is always named.

export interface SortNoteProps {
  /** The order in words, e.g. "premium, lowest first". */
  order: string;
  shown: number;
  total: number;
  /** "plans" by default. */
  noun?: string;
  className?: string;
}

export function SortNote({ order, shown, total, noun = 'plans', className = '' }: SortNoteProps) {
  return (
    <p role="status" className={`text-sm text-slate-700 ${className}`}>
      Showing {shown === total ? `all ${total}` : `${shown} of ${total}`} {noun}, sorted by {order}. The order
      follows only this sort; it is not a rating of the plans.
    </p>
  );
}
