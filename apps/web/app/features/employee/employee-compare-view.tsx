// The compare page: the selected plans side by side; with none, the spec's message and Go Back.
import { employeeMessages } from '@bimasetu/contract';
import { Link } from 'react-router';
import { formatRupees, formatRupeesShort } from '~/lib/format';
import { buttonClass } from '~/ui/button';
import { CompareTable, type CompareRow } from '~/ui/compare-table';
import { plansByIds } from './employee-compare';
import { EMPLOYEE_PLANS, type EmployeePlan } from './employee-plans';
import { compareQuery, useCompareSelection } from './use-compare-selection';

const ROWS: CompareRow<EmployeePlan>[] = [
  { label: 'Premium per employee / year', value: (p) => formatRupees(p.price) },
  { label: 'Sum insured', value: (p) => formatRupeesShort(p.sumInsured) },
  { label: 'Network hospitals', value: (p) => `${p.hospitals.toLocaleString('en-IN')}+` },
  { label: 'Claim settlement ratio', value: (p) => `${p.claimRatio}%` },
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
  const [ids] = useCompareSelection();
  const plans = plansByIds(ids, EMPLOYEE_PLANS);
  const backHref = `/employee-insurance-plan${compareQuery(ids)}`;

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
      <Link to={backHref} className={buttonClass('secondary', 'md', 'self-start')}>
        Back
      </Link>
      <CompareTable
        items={plans}
        rows={ROWS}
        keyOf={(p) => p.id}
        insurerOf={(p) => p.insurer}
        nameOf={(p) => p.name}
      />
    </div>
  );
}
