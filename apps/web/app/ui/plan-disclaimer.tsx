// Shown on every plan list: the figures are indicative, only the insurer can state the final premium.
import { Info } from 'lucide-react';
import { useWords } from '~/lib/words';

export function PlanDisclaimer({ className = '' }: { className?: string }) {
  const words = useWords('lists');
  return (
    <p
      className={`flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{words.disclaimer}</span>
    </p>
  );
}
