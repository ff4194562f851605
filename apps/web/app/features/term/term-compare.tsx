// Compare on the term lists: up to 3 plans side by side, every one priced for the same person, life cover,
// cover-till age and payment mode as the list, so the premiums compare like for like. Loaded when a visitor has
// chosen two plans (term-plan-list.tsx), not with the list, with the details dialog's words (the variant's sentences).
import { termPlanRate } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { CompareBar } from '~/ui/compare-bar';
import { CompareTable, type CompareRow } from '~/ui/compare-table';
import { useWords, type WordBook } from '~/lib/words';
import { termCompareId } from './term-compare-ids';
import type { Billing, PricedTermPlan } from './term-plan-filters';
import { TERM_VARIANT_FACTS, termVariantFact } from './term-variant';

/** The rows of the table for the list's current choices. */
export function termCompareRows(
  words: WordBook['termList'],
  details: WordBook['termDetails'],
  billing: Billing,
  lifeCover: number,
  coverTill: number,
) {
  const row = details.compareRows;
  const claimsOf = (p: PricedTermPlan) =>
    termPlanRate(p.plan.id)?.claimSettlement ?? { ratio: null, source: '' };
  const rows: CompareRow<PricedTermPlan>[] = [
    {
      label: row.premium,
      value: (p) => (
        <span className="font-semibold" data-testid="compare-premium">
          {formatRupees(p.quote.total)}/{words.perInstalment[billing]}
        </span>
      ),
    },
    { label: row.cover, value: () => words.coverShort(lifeCover) },
    { label: row.coverTill, value: () => words.coverTillOption(coverTill) },
    {
      label: row.claims,
      value: (p) =>
        `${claimsOf(p).ratio ?? words.claimNotPublished} (${words.claimSource(claimsOf(p).source)})`,
    },
    // what each plan was priced as; the plan's other variants are named, not priced (term-variant.ts)
    ...TERM_VARIANT_FACTS.map((fact) => ({
      label: row[fact],
      value: (p: PricedTermPlan) => termVariantFact(words, details, p, fact),
    })),
    {
      label: row.addOns,
      value: (p) => p.plan.addOns.map((a) => details.addOns[a]).join(', ') || details.noneListed,
    },
  ];
  return rows;
}

export interface TermCompareProps {
  selected: readonly PricedTermPlan[];
  pricedFor: string;
  billing: Billing;
  lifeCover: number;
  coverTill: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** From two selected plans: a bar at the foot of the page, and the table it opens. */
export function TermCompare({
  selected,
  pricedFor,
  billing,
  lifeCover,
  coverTill,
  open,
  onOpenChange,
}: TermCompareProps) {
  const words = useWords('termList');
  const details = useWords('termDetails');
  if (selected.length < 2) return null;
  return (
    <CompareBar
      summary={words.compareBar(selected.length)}
      openLabel={words.compareNow}
      title={details.compareTitle}
      description={pricedFor}
      open={open}
      onOpenChange={onOpenChange}
    >
      <CompareTable
        items={selected}
        rows={termCompareRows(words, details, billing, lifeCover, coverTill)}
        keyOf={termCompareId}
        insurerOf={(p) => p.plan.image}
        nameOf={(p) => p.plan.name}
      />
    </CompareBar>
  );
}
