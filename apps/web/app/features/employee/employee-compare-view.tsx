// The compare page: the selected plans side by side; with none, the spec's message and Go Back.
import { employeeMessages } from '@bimasetu/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees, formatRupeesShort } from '~/lib/format';
import { buttonClass } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import { plansByIds } from './employee-compare';
import { EMPLOYEE_PLANS, type EmployeePlan } from './employee-plans';
import { compareQuery, useCompareSelection } from './use-compare-selection';

const ROWS: { label: string; value: (p: EmployeePlan) => ReactNode }[] = [
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
      <div
        className="overflow-x-auto rounded-xl bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label="Plan comparison"
      >
        <table className="w-full min-w-[32rem] table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">Selected plans side by side</caption>
          <thead>
            <tr>
              <td className="w-28 p-3 sm:w-44" />
              {plans.map((p) => (
                <th key={p.id} scope="col" className="border-l border-slate-100 p-3 align-top">
                  <div className="flex flex-col gap-2">
                    <InsurerBadge name={p.insurer} size="sm" />
                    <span className="font-semibold text-slate-900">{p.name}</span>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-t border-slate-100">
                <th scope="row" className="p-3 font-medium text-slate-700">
                  {row.label}
                </th>
                {plans.map((p) => (
                  <td key={p.id} className="border-l border-slate-100 p-3 align-top text-slate-900">
                    {row.value(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
