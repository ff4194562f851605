// The contract's lines (every line's engine, lead schema and tables, and the server's `pricePlan`) for the form's
// own figure, loaded once the form is on screen rather than with it: loaded with the route, the lines' modules
// shared with the plan lists and quote forms moved the bundler's runtime into a chunk every page loads.
import type { LINES, pricePlan } from '@bimasetu/contract/lines';
import { useEffect, useState } from 'react';

export interface PricingLines {
  LINES: typeof LINES;
  pricePlan: typeof pricePlan;
}

/** The lines once loaded; null before, or when they could not be (the server's figure is then the only one). */
export function usePricingLines(): PricingLines | null {
  const [lines, setLines] = useState<PricingLines | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@bimasetu/contract/lines').then(
      (loaded) => {
        if (mounted) setLines(loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return lines;
}
