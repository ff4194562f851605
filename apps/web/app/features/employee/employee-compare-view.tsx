// The compare page: the selected plans side by side; with none, the spec's message and Go Back.
import { employeeMessages } from '@bimasetu/contract';
import { incurredClaimRatio } from '@bimasetu/contract/rating';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClaimFigureWords, type ClaimFigureSaid } from '~/lib/claim-figure-words';
import { formatRupees, formatRupeesShort } from '~/lib/format';
import { buttonClass } from '~/ui/button';
import { CompareTable, type CompareRow } from '~/ui/compare-table';
import { plansByIds } from './employee-compare';
import { readEmployeeList } from './employee-list-inputs';
import { EMPLOYEE_PLANS } from './employee-plans';
import { priceEmployeePlans, type PricedEmployeePlan } from './employee-pricing';
import { useWords, type WordBook } from '~/lib/words';
import { useCompareSelection } from './use-compare-selection';
import { useInBrowser } from '~/ui/use-in-browser';

const rowsFor = (
  employeeWords: WordBook['employee'],
  claimFigureWords: ClaimFigureSaid,
): CompareRow<PricedEmployeePlan>[] => [
  {
    label: 'Premium per employee / year',
    value: (p) => (
      <>
        {formatRupees(p.price)}
        {p.quote ? (
          <>
            <br />
            {employeeWords.withGst(p.quote.total)}
          </>
        ) : null}
      </>
    ),
  },
  { label: 'Sum insured', value: (p) => formatRupeesShort(p.sumInsured) },
  { label: 'Network hospitals', value: (p) => `${p.hospitals.toLocaleString('en-IN')}+` },
  { label: 'Claim settlement ratio', value: (p) => claimFigureWords.withSource(p.claimRatio) },
  {
    label: employeeWords.incurredLabel,
    value: (p) => claimFigureWords.withSource(incurredClaimRatio(p.insurer)),
  },
  { label: 'Discount', value: (p) => p.discount ?? 'None' },
  { label: 'Sum insured recharge', value: (p) => p.recharge },
  { label: 'Consumables', value: (p) => p.consumables },
  { label: 'Premium revision', value: (p) => p.revision },
  {
    label: 'Features',
    value: (p) => (
      <ul className="list-disc pl-4">
        {p.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    ),
  },
];

export function EmployeeCompareView() {
  const employeeWords = useWords('employee');
  const claimFigureWords = useClaimFigureWords();
  const [ids] = useCompareSelection();
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  // the same team the list priced for, carried in the address
  const team = useMemo(
    () => readEmployeeList(inBrowser ? params : new URLSearchParams()),
    [params, inBrowser],
  );
  const plans = plansByIds(ids, priceEmployeePlans(EMPLOYEE_PLANS, team.inputs));
  const backHref = `/employee-insurance-plan${inBrowser && params.size > 0 ? `?${params.toString()}` : ''}`;

  if (plans.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 shadow-sm">
        <p className="text-base font-medium text-slate-800">{employeeMessages.compareEmpty}</p>
        <Link to="/employee-insurance-plan" className={buttonClass('primary')}>
          Go Back
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" data-testid="priced-for">
        {employeeWords.pricedFor(
          employeeWords.bands[team.inputs.band],
          employeeWords.coverages[team.inputs.coverage],
        )}
      </p>
      <Link to={backHref} className={buttonClass('secondary', 'md', 'self-start')}>
        Back
      </Link>
      <CompareTable
        items={plans}
        rows={rowsFor(employeeWords, claimFigureWords)}
        keyOf={(p) => p.id}
        insurerOf={(p) => p.insurer}
        nameOf={(p) => p.name}
      />
    </div>
  );
}
