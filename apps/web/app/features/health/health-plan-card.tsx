// One health or family plan card (shopping spec §2 item 7): tags, logo, name, hospitals, first 3 features,
// View all features, cover, monthly and yearly premium priced for the visitor, claim ratios, Apply for this plan (the spec's "Customize plan").
import { claimSettlementRatio, incurredClaimRatio } from '@bimasetu/contract/rating';
import { Check, Hospital } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '~/lib/format';
import { useWords, type WordBook } from '~/lib/words';
import { CompareToggleButton, type CompareState } from '~/ui/compare-bar';
import { Button, buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { HealthPlan } from './health-plan';
import type { PricedHealthPlan } from './health-list-inputs';
import { coverInLakh } from './health-plan-filters';
import { claimFigureSaid, hospitalsSaid } from './health-said';

export const FEATURES_ON_CARD = 3;

type Words = WordBook['healthList'];

const CLAIM_FIGURES = [
  ['incurredClaimRatio', incurredClaimRatio],
  ['claimSettlementRatio', claimSettlementRatio],
] as const;

export function planTitle(plan: HealthPlan): string {
  return `${plan.companyName} ${plan.planName}`;
}

/** "₹11,436 yearly", or for a longer policy "₹30,877 for 3 years (₹10,292 a year)". */
export function periodPrice(words: Words, plan: PricedHealthPlan): string {
  const { quote } = plan;
  return quote.years === 1
    ? words.yearly(formatRupees(quote.total))
    : words.perYearOfPeriod(formatRupees(quote.total), quote.years, formatRupees(quote.perYear));
}

/** The plan's cover in the page's words ("₹10 Lakh", "₹10 लाख"). */
export function coverOf(words: Words, plan: HealthPlan): string {
  return words.cover(coverInLakh(plan.coverAmount));
}

export function waitingNote(words: Words, plan: HealthPlan, conditions: readonly string[]): string | null {
  const named = conditions.map((c) => (words.conditions as Record<string, string>)[c] ?? c);
  return named.length ? words.waitingNote(named.join(', '), plan.diseaseWaitingYears) : null;
}

export interface HealthPlanCardProps extends CompareState {
  plan: PricedHealthPlan;
  conditions: readonly string[];
  onAllFeatures: (plan: HealthPlan) => void;
  /** The application form's address with this plan and the inputs it was priced with. */
  applyHref: string;
  /** Called as the visitor follows the apply link (the list remembers what the card was priced for). */
  onApply?: () => void;
}

export function HealthPlanCard({
  plan,
  conditions,
  onAllFeatures,
  applyHref,
  onApply,
  ...compare
}: HealthPlanCardProps) {
  const words = useWords('healthList');
  const note = waitingNote(words, plan, conditions);
  const headingId = `health-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <ul className="flex flex-wrap gap-2" aria-label={words.highlights}>
        {plan.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {words.tags[tag]}
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
              {/* the icon keeps its 16 px beside a count that runs to three lines, level with the first */}
              <p className="mt-1 flex items-start gap-1 text-sm text-slate-700">
                <Hospital aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {hospitalsSaid(words, plan.cashlessHospitals)}
              </p>
            </div>
          </div>
          <ul className="flex flex-col gap-1 text-sm text-slate-800">
            {plan.features.slice(0, FEATURES_ON_CARD).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {words.features[feature]}
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
            {words.viewAllFeatures}
          </Button>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{words.coverLabel}</dt>
              <dd className="font-semibold text-slate-900">{coverOf(words, plan)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{words.premiumLabel}</dt>
              <dd className="font-semibold text-slate-900">
                <span data-testid="premium-monthly">{formatRupees(plan.premiumMonthly)}</span>
                {words.perMonth}
              </dd>
              <dd className="text-xs text-slate-600">({words.perMonthIs})</dd>
              <dd className="text-xs text-slate-600">{periodPrice(words, plan)}</dd>
            </div>
            {CLAIM_FIGURES.map(([label, figureOf]) => (
              <div key={label} className="col-span-2">
                <dt className="text-slate-600">{words[label]}</dt>
                <dd className="text-xs text-slate-900">
                  {claimFigureSaid(words, figureOf(plan.companyName))}
                </dd>
              </div>
            ))}
          </dl>
          {note ? <p className="text-xs text-amber-900">{note}</p> : null}
          <CompareToggleButton {...compare} describedBy={headingId} words={words} />
          <Link
            className={buttonClass('accent')}
            aria-describedby={headingId}
            to={applyHref}
            onClick={onApply}
          >
            {words.customize}
          </Link>
        </div>
      </div>
    </article>
  );
}
