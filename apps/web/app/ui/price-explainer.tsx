// How a list's prices were worked out, one tap away: the line that says whom the prices are for stays in sight,
// the assumptions and notes open below it, so the first plan card is on a phone's first screen.
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useWords } from '~/lib/words';

export function PriceExplainer({ children }: { children: ReactNode }) {
  const words = useWords('ui');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 underline"
      >
        {words.howPriced}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={regionId} hidden={!open} className="flex flex-col gap-1">
        {children}
      </div>
    </div>
  );
}
