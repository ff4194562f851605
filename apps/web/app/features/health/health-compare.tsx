// Compare on the health lists: up to 3 plans, each priced for the same people, city, cover and period, side by side.
// Loaded once two plans are chosen (health-plan-list.tsx), not with the list.
import { claimSettlementRatio, incurredClaimRatio } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { useWords, type WordBook } from '~/lib/words';
import { CompareBar } from '~/ui/compare-bar';
import { CompareTable, type CompareRow } from '~/ui/compare-table';
import type { PricedHealthPlan } from './health-list-inputs';
import { coverOf, periodPrice } from './health-plan-card';
import { claimFigureSaid, hospitalsCountSaid, hospitalsSaid } from './health-said';

const rowsFor = (healthWords: WordBook['healthList']): CompareRow<PricedHealthPlan>[] => [
  {
    label: healthWords.premiumRow,
    value: (p) => (
      <>
        <span className="font-semibold">
          {formatRupees(p.quote.perMonth)}
          {healthWords.perMonth}
        </span>
        <br />
        <span className="text-xs">({healthWords.perMonthIs})</span>
        <br />
        {periodPrice(healthWords, p)}
      </>
    ),
  },
  { label: healthWords.coverRow, value: (p) => coverOf(healthWords, p) },
  {
    label: healthWords.hospitalsRow,
    value: (p) =>
      p.cashlessHospitals.count === null
        ? hospitalsCountSaid(healthWords, p.cashlessHospitals)
        : hospitalsSaid(healthWords, p.cashlessHospitals),
  },
  {
    label: healthWords.waitingRow,
    value: (p) => (p.diseaseWaitingYears ? healthWords.years(p.diseaseWaitingYears) : healthWords.noneListed),
  },
  { label: healthWords.roomRentRow, value: (p) => healthWords.roomRent[p.roomRent] },
  {
    label: healthWords.incurredClaimRatio,
    value: (p) => claimFigureSaid(healthWords, incurredClaimRatio(p.companyName)),
  },
  {
    label: healthWords.claimSettlementRatio,
    value: (p) => claimFigureSaid(healthWords, claimSettlementRatio(p.companyName)),
  },
  {
    label: healthWords.featuresRow,
    value: (p) => (
      <ul className="list-disc pl-4">
        {p.features.map((f) => (
          <li key={f}>{healthWords.features[f]}</li>
        ))}
      </ul>
    ),
  },
];

export interface HealthCompareProps {
  plans: readonly PricedHealthPlan[];
  /** The inputs in the page's words, e.g. "1 adult aged 30 in Delhi (zone A), ₹10 lakh for 1 year". */
  pricedFor: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The bar that appears at 2 selected plans, and the side-by-side dialog it opens. */
export function HealthCompare({ plans, pricedFor, open, onOpenChange }: HealthCompareProps) {
  const healthWords = useWords('healthList');
  if (plans.length < 2) return null;
  return (
    <CompareBar
      summary={healthWords.compareBar(plans.length)}
      openLabel={healthWords.compareNow}
      title={healthWords.compareTitle}
      description={`${healthWords.pricedFor} ${pricedFor}`}
      open={open}
      onOpenChange={onOpenChange}
    >
      <CompareTable
        items={plans}
        rows={rowsFor(healthWords)}
        keyOf={(p) => p.rateId}
        insurerOf={(p) => p.companyLogo}
        nameOf={(p) => `${p.companyName} ${p.planName}`}
      />
    </CompareBar>
  );
}
