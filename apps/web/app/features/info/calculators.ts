// The calculators reached from the hub: every line's cards (features/<line>/lib/calculator-cards.ts, collected here
// without naming a line), in the page table's order (the spec's ten of account spec §2, then the lines added since).
// A line's card is its line's file and its words beside it (lib/calculator-card-words.ts and .hi.ts).
import type { CalculatorCard } from '~/lib/calculator-card';
import { sitePages } from '~/pages';

const byLine = import.meta.glob<readonly CalculatorCard[]>('../*/lib/calculator-cards.ts', {
  eager: true,
  import: 'CALCULATOR_CARDS',
});

const byPath = new Map<string, CalculatorCard>(
  Object.values(byLine).flatMap((cards) => cards.map((card) => [card[0], card])),
);

export const calculators: readonly CalculatorCard[] = sitePages.flatMap((page) => {
  const card = byPath.get(`/${page.path}`);
  return card ? [card] : [];
});
