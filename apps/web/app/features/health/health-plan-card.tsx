// One health or family plan card (shopping spec §2 item 7): tags, logo, name, hospitals, first 3 features,
// View all features, cover, monthly and yearly premium priced for the visitor, claim ratios, Customize plan.
import { claimSettlementRatio, incurredClaimRatio } from '@bimasetu/contract/rating';
import { Check, Hospital } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '~/lib/format';
import { CompareToggleButton } from '~/ui/compare-bar';
import { Button, buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { HealthPlan } from './health-plan';
import type { PricedHealthPlan } from './health-list-inputs';
import { healthWords } from './health-words';

export const FEATURES_ON_CARD = 3;

const CLAIM_FIGURES = [
  [healthWords.incurredClaimRatio, incurredClaimRatio],
  [healthWords.claimSettlementRatio, claimSettlementRatio],
] as const;

export function planTitle(plan: HealthPlan): string {
  return `${plan.companyName} ${plan.planName}`;
}

/** "₹11,436 yearly", or for a longer policy "₹30,877 for 3 years (₹10,292 a year)". */
export function periodPrice(plan: PricedHealthPlan): string {
  const { quote } = plan;
  return quote.years === 1
    ? healthWords.yearly(formatRupees(quote.total))
    : healthWords.perYearOfPeriod(formatRupees(quote.total), quote.years, formatRupees(quote.perYear));
}

export function waitingNote(plan: HealthPlan, conditions: readonly string[]): string | null {
  return conditions.length ? healthWords.waitingNote(conditions.join(', '), plan.diseaseWaitingYears) : null;
}

export interface HealthPlanCardProps {
  plan: PricedHealthPlan;
  conditions: readonly string[];
  onAllFeatures: (plan: HealthPlan) => void;
  comparing: boolean;
  onToggleCompare: () => void;
  /** The application form's address with this plan and the inputs it was priced with. */
  applyHref: string;
}

export function HealthPlanCard({
  plan,
  conditions,
  onAllFeatures,
  comparing,
  onToggleCompare,
  applyHref,
}: HealthPlanCardProps) {
  const note = waitingNote(plan, conditions);
  const headingId = `health-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <ul className="flex flex-wrap gap-2" aria-label="Highlights">
        {plan.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {tag}
          </li>
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <div className="flex flex-col gap-3">
          <div className="flex items-start gap-3">
            <InsurerBadge name={plan.companyLogo} />
            <div>
              <p className="text-sm text-slate-600">{plan.companyName}</p>
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {plan.planName}
              </h2>
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-700">
                <Hospital aria-hidden="true" className="size-4" />
                {plan.cashlessHospitals.toLocaleString('en-IN')} cashless hospitals
              </p>
            </div>
          </div>
          <ul className="flex flex-col gap-1 text-sm text-slate-800">
            {plan.features.slice(0, FEATURES_ON_CARD).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-describedby={headingId}
            onClick={() => onAllFeatures(plan)}
          >
            View all features
          </Button>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">Cover</dt>
              <dd className="font-semibold text-slate-900">{plan.coverAmount}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Premium</dt>
              <dd className="font-semibold text-slate-900">
                <span data-testid="premium-monthly">{formatRupees(plan.premiumMonthly)}</span>/month
              </dd>
              <dd className="text-xs text-slate-600">{periodPrice(plan)}</dd>
            </div>
            {CLAIM_FIGURES.map(([label, figureOf]) => (
              <div key={label} className="col-span-2">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-xs text-slate-900">
                  {healthWords.claimFigure(figureOf(plan.companyName))}
                </dd>
              </div>
            ))}
          </dl>
          {note ? <p className="text-xs text-amber-900">{note}</p> : null}
          <CompareToggleButton
            comparing={comparing}
            describedBy={headingId}
            onToggle={onToggleCompare}
            addLabel={healthWords.addToCompare}
            removeLabel={healthWords.removeFromCompare}
          />
          <Link className={buttonClass('accent')} aria-describedby={headingId} to={applyHref}>
            Customize plan
          </Link>
        </div>
      </div>
    </article>
  );
}
