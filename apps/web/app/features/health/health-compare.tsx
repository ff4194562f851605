// Compare on the health lists: up to 3 plans, each priced for the same people, city, cover and period, side by side.
import { claimSettlementRatio, incurredClaimRatio } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { CompareBar } from '~/ui/compare-bar';
import { CompareTable, type CompareRow } from '~/ui/compare-table';
import type { PricedHealthPlan } from './health-list-inputs';
import { periodPrice } from './health-plan-card';
import { healthWords } from './health-words';

export const HEALTH_COMPARE_LIMIT = 3;
export const HEALTH_COMPARE_PARAM = 'compare';

const ROWS: CompareRow<PricedHealthPlan>[] = [
  {
    label: healthWords.premiumRow,
    value: (p) => (
      <>
        <span className="font-semibold">{formatRupees(p.quote.perMonth)}/month</span>
        <br />
        {periodPrice(p)}
      </>
    ),
  },
  { label: healthWords.coverRow, value: (p) => p.coverAmount },
  { label: healthWords.hospitalsRow, value: (p) => p.cashlessHospitals.toLocaleString('en-IN') },
  {
    label: healthWords.waitingRow,
    value: (p) => (p.diseaseWaitingYears ? healthWords.years(p.diseaseWaitingYears) : 'None listed'),
  },
  { label: healthWords.roomRentRow, value: (p) => p.roomRent },
  {
    label: healthWords.incurredClaimRatio,
    value: (p) => healthWords.claimFigure(incurredClaimRatio(p.companyName)),
  },
  {
    label: healthWords.claimSettlementRatio,
    value: (p) => healthWords.claimFigure(claimSettlementRatio(p.companyName)),
  },
  {
    label: healthWords.featuresRow,
    value: (p) => (
      <ul className="list-disc pl-4">
        {p.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    ),
  },
];

export interface HealthCompareProps {
  plans: readonly PricedHealthPlan[];
  pricedFor: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The bar that appears at 2 selected plans, and the side-by-side dialog it opens. */
export function HealthCompare({ plans, pricedFor, open, onOpenChange }: HealthCompareProps) {
  if (plans.length < 2) return null;
  return (
    <CompareBar
      summary={healthWords.compareBar(plans.length)}
      openLabel={healthWords.compareNow}
      title={healthWords.compareTitle}
      description={`${healthWords.pricedFor} ${pricedFor.replace(/^for /, '')}`}
      open={open}
      onOpenChange={onOpenChange}
    >
      <CompareTable
        items={plans}
        rows={ROWS}
        keyOf={(p) => p.rateId}
        insurerOf={(p) => p.companyLogo}
        nameOf={(p) => `${p.companyName} ${p.planName}`}
      />
    </CompareBar>
  );
}
