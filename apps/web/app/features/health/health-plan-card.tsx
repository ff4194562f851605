// One health or family plan card (shopping spec §2 item 7): tags, logo, name, hospitals, first 3 features,
// View all features, cover, monthly and yearly premium, Customize plan.
import { Check, Hospital } from 'lucide-react';
import { Link } from 'react-router';
import { applicationLink } from '~/lib/application-link';
import { formatRupees } from '~/lib/format';
import { Button, buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { HealthPlan } from './health-plan';
import { coverInLakh } from './health-plan-filters';

export const FEATURES_ON_CARD = 3;

export function planTitle(plan: HealthPlan): string {
  return `${plan.companyName} ${plan.planName}`;
}

export function HealthPlanCard({
  plan,
  onAllFeatures,
}: {
  plan: HealthPlan;
  onAllFeatures: (plan: HealthPlan) => void;
}) {
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
              <dd className="text-xs text-slate-600">{formatRupees(plan.premiumAnnually)} yearly</dd>
            </div>
          </dl>
          <Link
            className={buttonClass('accent')}
            aria-describedby={headingId}
            to={applicationLink({
              policyType: 'Health',
              plan: planTitle(plan),
              sumAssured: coverInLakh(plan.coverAmount) * 100_000,
            })}
          >
            Customize plan
          </Link>
        </div>
      </div>
    </article>
  );
}
