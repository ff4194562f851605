// Shown on every plan list: the figures are indicative, only the insurer can state the final premium.
import { useWords } from '~/lib/words';

export function PlanDisclaimer({ className = '' }: { className?: string }) {
  const words = useWords('lists');
  return (
    <p
      className={`flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      {/* lucide's info, drawn here: with the empty results' icon and the phone fold's, the car, two-wheeler and
          child savings lists' first load then needs no lucide-react (its icon factory is 1.5 KB gzipped) */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mt-0.5 size-4 shrink-0"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 16v-4" />
        <path d="M12 8h.01" />
      </svg>
      <span>{words.disclaimer}</span>
    </p>
  );
}
