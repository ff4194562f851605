import { formatRupees } from '~/lib/format';
import { Button } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { TravelPlan } from './travel-plans';

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export function TravelPlanCard({
  plan,
  onProceed,
}: {
  plan: TravelPlan;
  onProceed: (plan: TravelPlan) => void;
}) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <InsurerBadge name={plan.name} />
        <div>
          <h2 id={`plan-${plan.id}`} className="text-base font-semibold text-slate-900">
            {plan.plan}
          </h2>
          <p className="text-sm text-slate-700">{plan.name}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Medical</dt>
          <dd className="font-semibold text-slate-900">{usd(plan.medical)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Baggage</dt>
          <dd className="font-semibold text-slate-900">{usd(plan.baggage)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Pre-existing disease</dt>
          <dd className="font-semibold text-slate-900">{plan.diseaseCover ? 'Covered' : 'Not covered'}</dd>
        </div>
      </dl>
      {plan.lastBought ? <p className="text-xs font-medium text-accent-700">{plan.lastBought}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p>
          <span className="text-lg font-bold text-slate-900">{formatRupees(plan.premium)}</span>
          <span className="text-sm text-slate-600"> per traveller</span>
        </p>
        <Button onClick={() => onProceed(plan)} aria-label={`Proceed with ${plan.plan} by ${plan.name}`}>
          Proceed
        </Button>
      </div>
    </article>
  );
}
