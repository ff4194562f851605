// The calculators reached from the hub: every line's cards (features/<line>/lib/calculator-cards.ts, collected here
// without naming a line), in the page table's order (the spec's ten of account spec §2, then the lines added since).
// A line's card is its line's file and its words beside it (lib/calculator-card-words.ts and .hi.ts).
import type { CalculatorCard } from '~/lib/calculator-card';
import { sitePages } from '~/pages';

const byLine = import.meta.glob<readonly CalculatorCard[]>('../*/lib/calculator-cards.ts', {
  eager: true,
  import: 'CALCULATOR_CARDS',
});

const pageOrder = (card: CalculatorCard) => sitePages.findIndex((page) => `/${page.path}` === card.path);

export const calculators: readonly CalculatorCard[] = Object.values(byLine)
  .flat()
  .sort((a, b) => pageOrder(a) - pageOrder(b));
