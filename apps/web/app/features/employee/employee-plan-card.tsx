import { incurredClaimRatio } from '@bimasetu/contract/rating';
import { useClaimFigureWords } from '~/lib/claim-figure-words';
import { formatRupees } from '~/lib/format';
import { Link } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import type { PricedEmployeePlan } from './employee-pricing';
import { useWords } from '~/lib/words';

export interface EmployeePlanCardProps {
  plan: PricedEmployeePlan;
  selected: boolean;
  onToggle: (plan: PricedEmployeePlan) => void;
  /** The application form's address with this plan and the team it was priced for. */
  applyHref: string;
  /** Called as the visitor follows the apply link (the list remembers the team the card was priced for). */
  onApply?: () => void;
}

export function EmployeePlanCard({ plan, selected, onToggle, applyHref, onApply }: EmployeePlanCardProps) {
  const employeeWords = useWords('employee');
  const claimFigureWords = useClaimFigureWords(employeeWords.claimSource);
  return (
    <article
      aria-labelledby={`emp-${plan.id}`}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${selected ? 'border-brand-700 ring-2 ring-brand-700/30' : 'border-slate-200'}`}
    >
      <div className="flex items-center gap-3">
        <InsurerBadge name={plan.insurer} />
        <div>
          <h2 id={`emp-${plan.id}`} className="text-base font-semibold text-slate-900">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-700">{plan.insurer}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{employeeWords.sumInsured}</dt>
          <dd className="font-semibold text-slate-900">{employeeWords.sumInsuredShort(plan.sumInsured)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{employeeWords.hospitals}</dt>
          <dd className="font-semibold text-slate-900" data-testid="hospitals">
            {employeeWords.hospitalCount(plan.hospitals.count, plan.hospitals.orMore)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{employeeWords.claimLabel}</dt>
          <dd className="font-semibold text-slate-900" data-testid="claims-settled">
            {claimFigureWords.short(plan.claimRatio)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        {employeeWords.incurredLabel}: {claimFigureWords.withSource(incurredClaimRatio(plan.insurer))}
      </p>
      <ul className="list-disc pl-5 text-sm text-slate-800">
        {plan.features.map((feature) => (
          <li key={feature}>{employeeWords.features[feature]}</li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p>
          <span className="text-lg font-bold text-slate-900">{formatRupees(plan.price)}</span>
          <span className="text-sm text-slate-600">{employeeWords.perEmployeeYear}</span>
          {plan.quote ? (
            <span className="block text-xs text-slate-600">{employeeWords.withGst(plan.quote.total)}</span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={applyHref}
          onClick={onApply}
          className={buttonClass('accent')}
          aria-label={employeeWords.getDetailsOf(plan.name)}
        >
          {employeeWords.getDetails}
        </Link>
        <Button
          variant={selected ? 'secondary' : 'primary'}
          aria-pressed={selected}
          aria-label={selected ? employeeWords.removeLabel(plan.name) : employeeWords.addLabel(plan.name)}
          onClick={() => onToggle(plan)}
        >
          {selected ? employeeWords.remove : employeeWords.addToCompare}
        </Button>
      </div>
    </article>
  );
}
