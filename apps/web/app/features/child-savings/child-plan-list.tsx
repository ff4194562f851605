// The child savings list: projections for the form's family (shown back, not asked again), filters by return
// band, company search and fund search, applied as they change.
import { CHILD_AGE_MAX, CHILD_INCOME_RANGES, PARENT_AGE_MAX, PARENT_AGE_MIN } from '@bimasetu/contract';
import { CHILD_INCOME_BANDS, CHILD_YEARLY_PREMIUMS, projectChildPlan } from '@bimasetu/contract/rating';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { applicationHref } from '~/lib/quote-handover';
import { formatRupees } from '~/lib/format';
import { useLocale, useWords } from '~/lib/words';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { EmptyResults } from '~/ui/empty-results';
import { controlClass } from '~/ui/field';
import {
  PhonePanelHeader,
  PhonePriceExplainer,
  PhoneToggle,
  usePhoneDisclosure,
} from '~/ui/phone-disclosure';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { useInBrowser } from '~/lib/use-in-browser';
import {
  readChildList,
  rememberPricedChild,
  type ChildFamily,
  type ChildFamilyKey,
} from './child-list-inputs';
import {
  filterChildPlans,
  NO_CHILD_FILTERS,
  RETURN_BANDS,
  withoutReturn,
  type ReturnBandId,
} from './child-plan-filters';
import { ChildPlanCard } from './child-plan-card';
import { CHILD_PLANS } from './child-plans';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function ChildPlanList() {
  const childWords = useWords('childList');
  const locale = useLocale();
  const familyFold = usePhoneDisclosure();
  const filterFold = usePhoneDisclosure();
  const [filters, setFilters] = useState(NO_CHILD_FILTERS);
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  // the form's answers come in the address and are shown back; the list's own questions stay on the page
  const fromAddress = useMemo(
    () => readChildList(inBrowser ? params : new URLSearchParams()),
    [params, inBrowser],
  );
  const [chosen, setChosen] = useState<Partial<Record<ChildFamilyKey, string>>>({});
  const { told } = fromAddress;
  const family: ChildFamily = {
    parentAge: told.parentAge
      ? fromAddress.family.parentAge
      : Number(chosen.parentAge ?? fromAddress.family.parentAge),
    childAge: told.childAge
      ? fromAddress.family.childAge
      : Number(chosen.childAge ?? fromAddress.family.childAge),
    incomeBand: told.income
      ? fromAddress.family.incomeBand
      : (chosen.income ?? fromAddress.family.incomeBand),
  };
  // the visitor's own yearly premium; until they pick one, the income band's suggestion
  const [premiumPicked, setPremium] = useState<number | null>(null);
  const yearlyPremium = premiumPicked ?? CHILD_INCOME_BANDS[family.incomeBand]?.yearlySaving ?? 0;
  const inputs = { ...family, yearlyPremium };
  // the same for every plan: IRDAI's standard illustration rates are the regulator's, not the insurer's
  const projection = projectChildPlan('child', inputs)!;
  const choose = (key: ChildFamilyKey, value: string) => setChosen((c) => ({ ...c, [key]: value }));
  const asked: {
    key: ChildFamilyKey;
    label: string;
    value: string;
    options: readonly (string | number)[];
    /** An option's words, when they are not its value. */
    named?: Record<string, string>;
  }[] = [
    {
      key: 'parentAge' as const,
      label: childWords.parentAge,
      value: String(family.parentAge),
      options: range(PARENT_AGE_MIN, PARENT_AGE_MAX),
    },
    {
      key: 'childAge' as const,
      label: childWords.childAge,
      value: String(family.childAge),
      options: range(0, CHILD_AGE_MAX),
    },
    {
      key: 'income' as const,
      label: childWords.income,
      value: family.incomeBand,
      options: CHILD_INCOME_RANGES,
      named: childWords.incomes,
    },
  ].filter((q) => !told[q.key]);
  const toldLines = [
    told.parentAge ? childWords.toldParent(family.parentAge) : null,
    told.childAge ? childWords.toldChild(family.childAge) : null,
    told.income
      ? childWords.toldIncome(
          (childWords.incomes as Record<string, string>)[family.incomeBand] ?? family.incomeBand,
        )
      : null,
  ].filter((line): line is string => line !== null);
  const plans = filterChildPlans(CHILD_PLANS, filters);
  const leftOut = withoutReturn(CHILD_PLANS, filters);
  const toggleBand = (band: ReturnBandId) =>
    setFilters((f) => ({
      ...f,
      bands: f.bands.includes(band) ? f.bands.filter((b) => b !== band) : [...f.bands, band],
    }));

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <section
        aria-labelledby="family-panel"
        className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm lg:col-span-2"
      >
        <PhonePanelHeader id="family-panel" title={childWords.panelTitle} disclosure={familyFold} />
        <p className="text-sm font-medium text-slate-900 md:hidden">
          {childWords.familySummary(family.parentAge, family.childAge, yearlyPremium)}
        </p>
        <div id={familyFold.id} className={`flex flex-col gap-3 ${familyFold.foldClass}`}>
          {toldLines.length > 0 ? (
            <div className="text-sm text-slate-800" data-testid="told">
              <p className="font-medium text-slate-900">{childWords.fromForm}</p>
              <ul className="list-disc pl-5">
                {toldLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Link to={localHref(locale, '/child-savings')} className="font-medium text-brand-800 underline">
                {childWords.changeAnswers}
              </Link>
            </div>
          ) : null}
          {asked.length > 0 ? (
            <>
              <p className="text-sm text-slate-700">{childWords.panelIntro}</p>
              <div className="grid gap-3 sm:grid-cols-3">
                {asked.map((q) => (
                  <ChoiceSelect
                    key={q.key}
                    label={q.label}
                    value={q.value}
                    choices={choicesOf(q.options, (v) => q.named?.[v] ?? v)}
                    onChange={(v) => choose(q.key, v)}
                  />
                ))}
              </div>
            </>
          ) : null}
          <ChoiceSelect
            className="sm:max-w-xs"
            label={childWords.yearlyPremium}
            value={String(yearlyPremium)}
            choices={choicesOf(CHILD_YEARLY_PREMIUMS, (v) => formatRupees(Number(v)))}
            onChange={(v) => setPremium(Number(v))}
          />
        </div>
        <PhonePriceExplainer>
          <p className="text-sm text-slate-700" data-testid="priced-for">
            {childWords.projection(
              projection.yearlySaving,
              projection.term,
              family.childAge + projection.term,
            )}
          </p>
        </PhonePriceExplainer>
      </section>
      <PhoneToggle disclosure={filterFold} className="self-start">
        {childWords.filtersLabel}
      </PhoneToggle>
      <section
        id={filterFold.id}
        aria-label={childWords.filtersLabel}
        className={`flex flex-col gap-4 self-start rounded-xl bg-white p-4 shadow-sm ${filterFold.foldClass}`}
      >
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-900">{childWords.returnsLabel}</legend>
          {RETURN_BANDS.map((band) => (
            <label key={band.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={filters.bands.includes(band.id)}
                onChange={() => toggleBand(band.id)}
              />
              {childWords.bands[band.id]}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {childWords.searchCompany}
          <input
            type="search"
            name="company"
            className={controlClass}
            value={filters.company}
            placeholder={childWords.companyExample}
            onChange={(e) => setFilters((f) => ({ ...f, company: e.target.value }))}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {childWords.searchFund}
          <input
            type="search"
            name="fund"
            className={controlClass}
            value={filters.fund}
            placeholder={childWords.fundExample}
            onChange={(e) => setFilters((f) => ({ ...f, fund: e.target.value }))}
          />
        </label>
      </section>
      <div className="flex flex-col gap-4">
        <SortNote order={childWords.sortOrder} shown={plans.length} total={CHILD_PLANS.length} />
        {leftOut > 0 ? (
          <p className="text-sm text-slate-700" data-testid="without-return">
            {childWords.withoutReturn(leftOut)}
          </p>
        ) : null}
        {plans.length === 0 ? (
          <EmptyResults
            message={childWords.noMatch}
            onClear={() => setFilters(NO_CHILD_FILTERS)}
            clearLabel={childWords.clearAll}
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {plans.map((plan) => (
              <ChildPlanCard
                key={plan.id}
                plan={plan}
                projection={projection}
                applyHref={localHref(
                  locale,
                  applicationHref({
                    line: 'child-savings',
                    planId: plan.id,
                    planName: `${plan.company} ${plan.fund}`,
                    insurer: plan.company,
                    // the premium the card was projected for: the visitor's own, or the income band's suggestion
                    choices: { yearlyPremium },
                    cover: projection.lifeCover,
                    fields: { policyTerm: String(projection.term), paymentFrequency: 'Yearly' },
                  }),
                )}
                onApply={() => rememberPricedChild(family)}
              />
            ))}
          </div>
        )}
        <p className="text-sm text-slate-700">{childWords.returnsSource}</p>
        <section aria-labelledby="tax-note" className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          <h2 id="tax-note" className="font-semibold">
            {childWords.taxNoteTitle}
          </h2>
          <p>{childWords.taxNote}</p>
        </section>
        <PlanDisclaimer />
      </div>
    </div>
  );
}

/** The page: its heading and the list. */
export function ChildPlanListPage() {
  const childWords = useWords('childList');
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{childWords.title}</h1>
      <ChildPlanList />
    </main>
  );
}
