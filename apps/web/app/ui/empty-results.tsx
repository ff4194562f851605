// What a list shows when the filters match nothing, with the way out.
import { useWords } from '~/lib/words';
import { Button } from './button';
import { LineIcon } from './line-icon';

export interface EmptyResultsProps {
  message?: string;
  onClear: () => void;
  clearLabel?: string;
}

export function EmptyResults({ message, onClear, clearLabel }: EmptyResultsProps) {
  const words = useWords('lists');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      {/* lucide's search-x */}
      <LineIcon className="size-10 text-slate-500">
        <path d="m13.5 8.5-5 5" />
        <path d="m8.5 8.5 5 5" />
        <circle cx="11" cy="11" r="8" />
        <path d="m21 21-4.3-4.3" />
      </LineIcon>
      <p className="text-base font-medium text-slate-800">{message ?? words.noMatch}</p>
      <p className="text-sm text-slate-600">{words.tryFewer}</p>
      <Button variant="secondary" onClick={onClear}>
        {clearLabel ?? words.clearFilters}
      </Button>
    </div>
  );
}
