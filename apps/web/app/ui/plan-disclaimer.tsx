// Shown on every plan list: the figures are indicative, only the insurer can state the final premium.
import { useWords } from '~/lib/words';
import { LineIcon } from './line-icon';

export function PlanDisclaimer({ className = '' }: { className?: string }) {
  const words = useWords('lists');
  return (
    <p
      className={`flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      {/* lucide's info */}
      <LineIcon className="mt-0.5 size-4 shrink-0">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 16v-4" />
        <path d="M12 8h.01" />
      </LineIcon>
      <span>{words.disclaimer}</span>
    </p>
  );
}
