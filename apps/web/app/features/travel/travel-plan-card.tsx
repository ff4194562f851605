import type { TravelQuote } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { TravelPlan } from './travel-plans';
import { usd } from './travel-pricing';

export function TravelPlanCard({
  plan,
  quote,
  onProceed,
}: {
  plan: TravelPlan;
  quote: TravelQuote;
  onProceed: (plan: TravelPlan) => void;
}) {
  const words = useWords('travelList');
  const prices = quote.perTraveller.map((t) => t.total);
  const samePrice = prices.every((p) => p === prices[0]);
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
          <dt className="text-slate-600">{words.medical}</dt>
          <dd className="font-semibold text-slate-900">{usd(plan.medical)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{words.baggage}</dt>
          <dd className="font-semibold text-slate-900">{usd(plan.baggage)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{words.disease}</dt>
          <dd className="font-semibold text-slate-900">
            {plan.diseaseCover ? words.covered : words.notCovered}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p>
          <span className="text-lg font-bold text-slate-900" data-testid="trip-premium">
            {formatRupees(quote.total)}
          </span>
          <span className="text-sm text-slate-600"> {words.forTravellers(prices.length)}</span>
          <span className="block text-sm text-slate-700" data-testid="per-traveller">
            {samePrice ? words.perTraveller(prices[0] ?? 0) : prices.map((p) => formatRupees(p)).join(' + ')}
          </span>
        </p>
        <Button onClick={() => onProceed(plan)} aria-label={words.proceedWith(plan.plan, plan.name)}>
          {words.proceed}
        </Button>
      </div>
    </article>
  );
}
