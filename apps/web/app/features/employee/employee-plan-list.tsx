// The employee plan list: priced for the form's team (shown back, not asked again), claim-ratio filter on
// published figures only, add/remove to compare (at most 3), and the compare bar at 2 or more.
import { employeeMessages } from '@bimasetu/contract';
import { EMPLOYEE_COUNT_BANDS } from '@bimasetu/contract/rating';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/ui/button';
import { ChoiceSelect } from '~/ui/choice-select';
import { EmptyResults } from '~/ui/empty-results';
import { Notice } from '~/ui/notice';
import {
  PhonePanelHeader,
  PhonePriceExplainer,
  PhoneToggle,
  usePhoneDisclosure,
} from '~/ui/phone-disclosure';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { useInBrowser } from '~/lib/use-in-browser';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import {
  filterByClaimRatio,
  plansByIds,
  showCompareBar,
  toggleCompare,
  withoutClaimFigure,
  type ClaimRatioFilter,
} from './employee-compare';
import { EMPLOYEE_LIST_PARAMS, readEmployeeList, rememberPricedEmployee } from './employee-list-inputs';
import { applicationHref } from '~/lib/quote-handover';
import { EmployeePlanCard } from './employee-plan-card';
import { EMPLOYEE_PLANS } from './employee-plans';
import { bestClaimFigure, priceEmployeePlans } from './employee-pricing';
import { useCompareSelection } from './use-compare-selection';

const CLAIM_RATIO_CHOICES: readonly ClaimRatioFilter[] = [0, 95, 97];

export function EmployeePlanList() {
  const employeeWords = useWords('employee');
  const locale = useLocale();
  const teamFold = usePhoneDisclosure();
  const filterFold = usePhoneDisclosure();
  const bandLabel = (id: string) => employeeWords.bands[id as keyof typeof employeeWords.bands] ?? id;
  const coverageLabel = (id: string) =>
    employeeWords.coverages[id as keyof typeof employeeWords.coverages] ?? id;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const inBrowser = useInBrowser();
  const list = useMemo(
    () => readEmployeeList(inBrowser ? params : new URLSearchParams()),
    [params, inBrowser],
  );
  const [above, setAbove] = useState<ClaimRatioFilter>(0);
  const [ids, setIds] = useCompareSelection();
  const [limitHit, setLimitHit] = useState(false);
  const priced = useMemo(() => priceEmployeePlans(EMPLOYEE_PLANS, list.inputs), [list.inputs]);
  const plans = filterByClaimRatio(priced, above);
  const selected = plansByIds(ids, EMPLOYEE_PLANS);
  const leftOutUnpublished = withoutClaimFigure(priced, above);
  const fromForm = list.employees !== null || list.insure !== null;

  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(name, value);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className={`flex flex-col gap-4 ${showCompareBar(ids) ? 'pb-40 sm:pb-24' : ''}`}>
      <section aria-labelledby="team-panel" className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
        <PhonePanelHeader id="team-panel" title={employeeWords.panelTitle} disclosure={teamFold} />
        <div id={teamFold.id} className={`flex flex-col gap-3 ${teamFold.foldClass}`}>
          {fromForm ? (
            <div className="text-sm text-slate-800" data-testid="told">
              <p className="font-medium text-slate-900">{employeeWords.fromForm}</p>
              <ul className="list-disc pl-5">
                {list.employees !== null ? (
                  <li>{employeeWords.employeesTold(list.employees, bandLabel(list.inputs.band))}</li>
                ) : null}
                {list.insure !== null ? <li>{employeeWords.insureTold[list.insure]}</li> : null}
              </ul>
              <Link
                to={localHref(locale, '/employee-health-insurance')}
                className="font-medium text-brand-800 underline"
              >
                {employeeWords.changeAnswers}
              </Link>
            </div>
          ) : null}
          {list.employees === null || list.coverageChoices.length > 0 ? (
            <div className="grid gap-3 sm:grid-cols-2">
              {list.employees === null ? (
                <ChoiceSelect
                  label={employeeWords.teamSize}
                  value={list.inputs.band}
                  choices={EMPLOYEE_COUNT_BANDS.map((b) => ({ value: b.id, label: bandLabel(b.id) }))}
                  onChange={(band) => choose(EMPLOYEE_LIST_PARAMS.band, band)}
                />
              ) : null}
              {list.coverageChoices.length > 0 ? (
                <ChoiceSelect
                  label={list.insure === 'families' ? employeeWords.familyCoverage : employeeWords.coverage}
                  value={list.inputs.coverage}
                  choices={list.coverageChoices.map((id) => ({ value: id, label: coverageLabel(id) }))}
                  onChange={(coverage) => choose(EMPLOYEE_LIST_PARAMS.coverage, coverage)}
                />
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="text-sm text-slate-700" data-testid="priced-for">
          <p className="font-medium text-slate-900">
            {employeeWords.pricedFor(bandLabel(list.inputs.band), coverageLabel(list.inputs.coverage))}
          </p>
          <PhonePriceExplainer>
            {fromForm ? null : <p>{employeeWords.profileNote}</p>}
            <p>{employeeWords.estimate}</p>
          </PhonePriceExplainer>
        </div>
      </section>
      <PhoneToggle disclosure={filterFold} className="self-start">
        {employeeWords.filters}
      </PhoneToggle>
      <fieldset
        id={filterFold.id}
        className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white p-3 shadow-sm ${filterFold.foldClass}`}
      >
        <legend className="sr-only">{employeeWords.claimLegend}</legend>
        <span aria-hidden="true" className="text-sm font-semibold text-slate-900">
          {employeeWords.claimLegend}:
        </span>
        {CLAIM_RATIO_CHOICES.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="claim-ratio"
              className="size-4 accent-brand-700"
              checked={above === choice}
              onChange={() => setAbove(choice)}
            />
            {employeeWords.claimChoices[choice]}
          </label>
        ))}
        <p className="w-full text-xs text-slate-600">{employeeWords.claimNote}</p>
        <p className="w-full text-xs text-slate-600">{employeeWords.hospitalsNote}</p>
      </fieldset>
      <SortNote order={employeeWords.sortOrder} shown={plans.length} total={EMPLOYEE_PLANS.length} />
      {leftOutUnpublished > 0 ? (
        <p className="text-sm text-slate-700" data-testid="without-figure">
          {employeeWords.withoutFigure(leftOutUnpublished, above)}
        </p>
      ) : null}
      {limitHit ? (
        <Notice tone="error">{employeeWords.messages[employeeMessages.compareLimit]}</Notice>
      ) : null}
      {plans.length === 0 ? (
        <EmptyResults
          message={employeeWords.noneAbove(above, bestClaimFigure(priced))}
          onClear={() => setAbove(0)}
          clearLabel={employeeWords.showAll}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {plans.map((plan) => (
            <EmployeePlanCard
              key={plan.id}
              plan={plan}
              selected={ids.includes(plan.id)}
              // the application in the page's language (the Hindi list opened the English one)
              applyHref={localHref(
                locale,
                applicationHref({
                  line: 'employee-health',
                  planId: plan.id,
                  planName: plan.name,
                  insurer: plan.insurer,
                  cover: plan.sumInsured,
                  choices: { coverage: list.inputs.coverage, band: list.inputs.band },
                }),
              )}
              onApply={() => rememberPricedEmployee(list)}
              onToggle={(p) => {
                const next = toggleCompare(ids, p.id);
                setLimitHit(next.refused);
                if (!next.refused) setIds(next.ids);
              }}
            />
          ))}
        </div>
      )}
      <PlanDisclaimer />
      {showCompareBar(ids) ? (
        <section
          aria-label={employeeWords.plansToCompare}
          className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800">
              <strong>{employeeWords.selectedOf(ids.length)}</strong> {selected.map((p) => p.name).join(', ')}
            </p>
            <Button
              onClick={() =>
                navigate(`${localHref(locale, '/employee-ins-plan-compare-box')}?${params.toString()}`)
              }
            >
              {employeeWords.compareNow}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The list's page: heading and the list. */
export function EmployeePlanListPage() {
  const w = useWords('employee');
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{w.listTitle}</h1>
      <EmployeePlanList />
    </main>
  );
}
