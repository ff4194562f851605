// The compare page: the selected plans side by side; with none, the spec's message and Go Back.
import { employeeMessages } from '@bimasetu/contract';
import {
  employeeTeamDiscountPercent,
  incurredClaimRatio,
  type EmployeeInputs,
} from '@bimasetu/contract/rating';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClaimFigureWords, type ClaimFigureSaid } from '~/lib/claim-figure-words';
import { formatRupees } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { buttonClass } from '~/ui/button';
import { CompareTable, type CompareRow } from '~/ui/compare-table';
import { plansByIds } from './employee-compare';
import { readEmployeeList } from './employee-list-inputs';
import { EMPLOYEE_PLANS } from './employee-plans';
import { priceEmployeePlans, type PricedEmployeePlan } from './employee-pricing';
import { sayIn, useLocale, useWords, type WordBook } from '~/lib/words';
import { useCompareSelection } from './use-compare-selection';
import { useInBrowser } from '~/lib/use-in-browser';

const rowsFor = (
  employeeWords: WordBook['employee'],
  claimFigures: ClaimFigureSaid,
  team: EmployeeInputs,
): CompareRow<PricedEmployeePlan>[] => {
  const label = employeeWords.compareRows;
  // the only discount the engine gives: its team-size percent, the same for every plan
  const teamDiscount = employeeWords.teamDiscount(
    employeeTeamDiscountPercent(team.band),
    employeeWords.bands[team.band],
  );
  return [
    {
      label: label.premium,
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
    { label: label.sumInsured, value: (p) => employeeWords.sumInsuredShort(p.sumInsured) },
    {
      label: label.hospitals,
      value: ({ hospitals: h }) =>
        employeeWords.hospitalsWithSource(h.count, h.orMore, h.url ?? '', h.read ?? ''),
    },
    { label: label.claimRatio, value: (p) => claimFigures.withSource(p.claimRatio) },
    {
      label: label.incurred,
      value: (p) => claimFigures.withSource(incurredClaimRatio(p.insurer)),
    },
    { label: label.discount, value: () => teamDiscount },
    // the plan's own texts (recharge, consumables, revision, features), said in the page's language
    { label: label.recharge, value: (p) => employeeWords.recharges[p.recharge] },
    { label: label.consumables, value: (p) => employeeWords.consumables[p.consumables] },
    { label: label.revision, value: (p) => employeeWords.revisions[p.revision] },
    {
      label: label.features,
      value: (p) => (
        <ul className="list-disc pl-4">
          {p.features.map((f) => (
            <li key={f}>{employeeWords.features[f]}</li>
          ))}
        </ul>
      ),
    },
  ];
};

export function EmployeeCompareView() {
  const employeeWords = useWords('employee');
  const claimFigureWords = useClaimFigureWords(employeeWords.claimSource);
  const locale = useLocale();
  const [ids] = useCompareSelection();
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  // the same team the list priced for, carried in the address
  const team = useMemo(
    () => readEmployeeList(inBrowser ? params : new URLSearchParams()),
    [params, inBrowser],
  );
  const plans = plansByIds(ids, priceEmployeePlans(EMPLOYEE_PLANS, team.inputs));
  const backHref = `${localHref(locale, '/employee-insurance-plan')}${inBrowser && params.size > 0 ? `?${params.toString()}` : ''}`;

  if (plans.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 shadow-sm">
        <p className="text-base font-medium text-slate-800">
          {sayIn(employeeWords.messages)(employeeMessages.compareEmpty)}
        </p>
        <Link to={localHref(locale, '/employee-insurance-plan')} className={buttonClass('primary')}>
          {employeeWords.goBack}
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
        {employeeWords.back}
      </Link>
      <CompareTable
        items={plans}
        rows={rowsFor(employeeWords, claimFigureWords, team.inputs)}
        keyOf={(p) => p.id}
        insurerOf={(p) => p.insurer}
        nameOf={(p) => p.name}
      />
    </div>
  );
}

/** The compare page: its heading and the plans side by side. */
export function EmployeeComparePage() {
  const employeeWords = useWords('employee');
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{employeeWords.compareTitle}</h1>
      <EmployeeCompareView />
    </main>
  );
}
