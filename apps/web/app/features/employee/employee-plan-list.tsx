// The employee plan list: claim-ratio filter, add/remove to compare (at most 3), and the compare bar at 2 or more.
import { employeeMessages } from '@bimasetu/contract';
import {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  EMPLOYEE_PROFILE,
  type EmployeeInputs,
} from '@bimasetu/contract/rating';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import {
  filterByClaimRatio,
  plansByIds,
  showCompareBar,
  toggleCompare,
  type ClaimRatioFilter,
} from './employee-compare';
import { applicationHref } from '~/lib/quote-handover';
import { EmployeePlanCard } from './employee-plan-card';
import { EMPLOYEE_PLANS } from './employee-plans';
import { priceEmployeePlans } from './employee-pricing';
import { employeeWords } from './employee-words';
import { ChoiceSelect } from '~/ui/choice-select';
import { compareQuery, useCompareSelection } from './use-compare-selection';

const CLAIM_RATIO_CHOICES: { value: ClaimRatioFilter; label: string }[] = [
  { value: 0, label: 'All plans' },
  { value: 95, label: 'Above 95%' },
  { value: 97, label: 'Above 97%' },
];

export function EmployeePlanList() {
  const navigate = useNavigate();
  const [above, setAbove] = useState<ClaimRatioFilter>(0);
  const [ids, setIds] = useCompareSelection();
  const [limitHit, setLimitHit] = useState(false);
  const [team, setTeam] = useState<EmployeeInputs>(EMPLOYEE_PROFILE);
  const priced = useMemo(() => priceEmployeePlans(EMPLOYEE_PLANS, team), [team]);
  const plans = filterByClaimRatio(priced, above);
  const selected = plansByIds(ids, EMPLOYEE_PLANS);

  return (
    <div className={`flex flex-col gap-4 ${showCompareBar(ids) ? 'pb-40 sm:pb-24' : ''}`}>
      <section aria-labelledby="team-panel" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="team-panel" className="text-base font-semibold text-slate-900">
          {employeeWords.panelTitle}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceSelect
            label={employeeWords.teamSize}
            value={team.band}
            choices={EMPLOYEE_COUNT_BANDS.map((b) => ({ value: b.id, label: b.label }))}
            onChange={(band) => setTeam((t) => ({ ...t, band: band as EmployeeInputs['band'] }))}
          />
          <ChoiceSelect
            label={employeeWords.coverage}
            value={team.coverage}
            choices={EMPLOYEE_COVERAGE.map((c) => ({ value: c.id, label: c.label }))}
            onChange={(coverage) =>
              setTeam((t) => ({ ...t, coverage: coverage as EmployeeInputs['coverage'] }))
            }
          />
        </div>
        <div className="text-sm text-slate-700" data-testid="priced-for">
          <p className="font-medium text-slate-900">
            {employeeWords.pricedFor(priced[0]?.quote?.assumptions[0] ?? '')}
          </p>
          <p>{employeeWords.estimate}</p>
        </div>
      </section>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white p-3 shadow-sm">
        <legend className="sr-only">Claim settlement ratio</legend>
        <span aria-hidden="true" className="text-sm font-semibold text-slate-900">
          Claim settlement ratio:
        </span>
        {CLAIM_RATIO_CHOICES.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="claim-ratio"
              className="size-4 accent-brand-700"
              checked={above === choice.value}
              onChange={() => setAbove(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <SortNote order="premium, lowest first" shown={plans.length} total={EMPLOYEE_PLANS.length} />
      {limitHit ? <Notice tone="error">{employeeMessages.compareLimit}</Notice> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => (
          <EmployeePlanCard
            key={plan.id}
            plan={plan}
            selected={ids.includes(plan.id)}
            applyHref={applicationHref({
              line: 'employee-health',
              planId: plan.id,
              planName: plan.name,
              insurer: plan.insurer,
              cover: plan.sumInsured,
              pricing: { engine: 'employee', planId: plan.id, inputs: team },
            })}
            onToggle={(p) => {
              const next = toggleCompare(ids, p.id);
              setLimitHit(next.refused);
              if (!next.refused) setIds(next.ids);
            }}
          />
        ))}
      </div>
      <PlanDisclaimer />
      {showCompareBar(ids) ? (
        <section
          aria-label="Plans to compare"
          className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800">
              <strong>{ids.length} of 3 selected:</strong> {selected.map((p) => p.name).join(', ')}
            </p>
            <Button onClick={() => navigate(`/employee-ins-plan-compare-box${compareQuery(ids)}`)}>
              Compare Now
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
