// A 24-unit line icon in lucide's style (2-wide round strokes in the text colour), drawn from its own shapes, for the
// few icons on the plan lists' first load: importing them from lucide-react brought its 1.5 KB icon factory along.
import type { ReactNode } from 'react';

export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
