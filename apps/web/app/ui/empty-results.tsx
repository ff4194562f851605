// What a list shows when the filters match nothing, with the way out.
import { SearchX } from 'lucide-react';
import { useWords } from '~/lib/words';
import { Button } from './button';

export interface EmptyResultsProps {
  message?: string;
  onClear: () => void;
  clearLabel?: string;
}

export function EmptyResults({ message, onClear, clearLabel }: EmptyResultsProps) {
  const words = useWords('lists');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-500" />
      <p className="text-base font-medium text-slate-800">{message ?? words.noMatch}</p>
      <p className="text-sm text-slate-600">{words.tryFewer}</p>
      <Button variant="secondary" onClick={onClear}>
        {clearLabel ?? words.clearFilters}
      </Button>
    </div>
  );
}
