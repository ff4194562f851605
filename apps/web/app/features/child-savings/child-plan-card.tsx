import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { ChildProjection } from '@bimasetu/contract/rating';
import { CHILD_CARD_CHIPS, type ChildPlan } from './child-plans';
import { useWords } from '~/lib/words';

/**
 * Get Details opens the application form with this plan and the family it was projected for (the original's
 * behaviour is not shown); applyHref is that address.
 */
export function ChildPlanCard({
  plan,
  projection,
  applyHref,
  onApply,
}: {
  plan: ChildPlan;
  projection: ChildProjection;
  applyHref: string;
  /** Called as the visitor follows applyHref (the list remembers the family the card was projected for). */
  onApply?: () => void;
}) {
  const childWords = useWords('childList');
  const planName = `${plan.company} ${plan.fund}`;
  return (
    <article
      aria-labelledby={`child-${plan.id}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <InsurerBadge name={plan.company} />
        <div>
          <h2 id={`child-${plan.id}`} className="text-base font-semibold text-slate-900">
            {plan.company}
          </h2>
          <p className="text-sm text-slate-700">{plan.fund}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{childWords.returnsLabel}</dt>
          {plan.returns ? (
            <dd className="text-lg font-bold text-green-800" data-testid="fund-return">
              <a href={plan.returns.source} className="underline" rel="noopener noreferrer" target="_blank">
                {childWords.returnValue(plan.returns)}
              </a>
            </dd>
          ) : (
            <dd className="text-base font-semibold text-slate-700" data-testid="fund-return">
              {childWords.returnNotPublished}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-slate-600">{childWords.payoutLabel}</dt>
          <dd className="text-sm font-bold text-slate-900" data-testid="payout">
            {childWords.payoutValue(projection.maturityAt8, projection.maturityAt4)}
          </dd>
        </div>
      </dl>
      <ul aria-label={childWords.featuresLabel} className="flex flex-wrap gap-2">
        {CHILD_CARD_CHIPS.map((chip) => (
          <li key={chip} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">
            {childWords.chips[chip]}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        {childWords.lifeCover(projection.lifeCover, projection.coverMultiple)}
      </p>
      <p className="text-sm text-slate-700" data-testid="your-tax">
        {childWords.yourTax(projection.tax, projection.taxSavedOverTerm, projection.term)}
      </p>
      <p className="text-sm text-slate-700" data-testid="maturity-tax">
        {childWords.maturityTax[projection.tax.maturity]}
      </p>
      <Link
        to={applyHref}
        onClick={onApply}
        className={buttonClass('primary', 'md', 'mt-auto self-start')}
        aria-label={childWords.getDetailsOf(planName)}
      >
        {childWords.getDetails}
      </Link>
    </article>
  );
}
