// One car or two-wheeler plan card: logo, name, IDV, premium (per year, or for a new vehicle's bundled first
// policy the whole policy and each cover's years) and Get Quote.
import { Link } from 'react-router';
import { formatRupees } from '~/lib/format';
import { sayIn, useWords } from '~/lib/words';
import { buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { MotorPlan } from './motor-plan';

function AmountList({ lines }: { lines: readonly { label: string; amount: number }[] }) {
  return (
    <dl className="mt-1 grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt>{line.label}</dt>
          <dd className="text-right">{formatRupees(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** applyHref: the application form's address with this plan and the inputs it was priced with. */
export function MotorPlanCard({ plan, applyHref }: { plan: MotorPlan; applyHref: string }) {
  const words = useWords('motorList');
  const say = sayIn(words.engineLabels);
  const headingId = `motor-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto] sm:items-center"
    >
      <div className="flex items-center gap-3">
        <InsurerBadge name={plan.logo} />
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {plan.name}
        </h2>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{words.idv}</dt>
          <dd className="font-semibold text-slate-900" data-testid="idv">
            {formatRupees(plan.idv)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{words.premium}</dt>
          <dd className="font-semibold text-slate-900">
            <span data-testid="premium">{formatRupees(plan.premium)}</span>
            {plan.quote.thirdPartyYears > 1 ? words.forPolicy(plan.quote.thirdPartyYears) : words.perYear}
          </dd>
          <dd className="text-xs text-slate-600">{words.withGst(plan.amount)}</dd>
        </div>
      </dl>
      <Link className={buttonClass('accent')} aria-describedby={headingId} to={applyHref}>
        {words.getQuote}
      </Link>
      <details className="text-sm text-slate-700 sm:col-span-3">
        <summary className="cursor-pointer font-medium text-brand-800">{words.breakdown}</summary>
        <AmountList lines={plan.quote.breakdown.map((line) => ({ ...line, label: say(line.label) }))} />
        {plan.quote.addOns.length > 0 ? (
          <>
            <p className="mt-2 font-medium text-slate-900">{words.addOns}</p>
            <AmountList lines={plan.quote.addOns.map((a) => ({ label: say(a.label), amount: a.price }))} />
          </>
        ) : null}
      </details>
    </article>
  );
}
