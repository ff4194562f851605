// The health and family health plan lists: every plan priced for the visitor's members, city, cover and period;
// filters apply as they are ticked; the chosen sort is applied; up to 3 plans compared side by side.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { applicationHref } from '~/lib/quote-handover';
import { useLocale, useWords, type WordBook } from '~/lib/words';
import { FilterButton } from '~/ui/filter-button';
import { toggleInSelection, useUrlSelection, pickByIds } from '~/ui/compare-selection';
import { EmptyResults } from '~/ui/empty-results';
import { ChoiceList, FilterModal } from '~/ui/filter-modal';
import { Notice } from '~/ui/notice';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { useInBrowser } from '~/lib/use-in-browser';
import { HEALTH_COMPARE_LIMIT, HEALTH_COMPARE_PARAM } from './health-compare-ids';
import { HealthFeaturesDialog } from './health-features-dialog';
import {
  priceHealthPlans,
  readListInputs,
  type HealthLine,
  type PricedHealthPlan,
} from './health-list-inputs';
import { HealthPricedFor } from './health-priced-for';
import { healthInputsSaid, leftOutSaid } from './health-said';
import type { HealthPlan, HealthPlanInfo } from './health-plan';
import { HealthPlanCard, planTitle } from './health-plan-card';
import {
  activeHealthFilters,
  coverInLakh,
  HEALTH_TABS,
  healthSortOf,
  NO_HEALTH_FILTERS,
  resetTab,
  selectHealthPlans,
  type HealthFilters,
  type HealthTabId,
} from './health-plan-filters';

type Words = WordBook['healthList'];

/** A filter tab's choices named in the page's words. */
function optionLabel(words: Words, tab: HealthTabId, value: string): string {
  const named: Partial<Record<HealthTabId, Record<string, string>>> = {
    sort: words.sorts,
    cover: words.coverBands,
    premium: words.premiumBands,
    roomRent: words.roomRent,
    benefits: words.benefits,
    portability: words.portability,
  };
  if (tab === 'maternity' || tab === 'disease' || tab === 'period') return words.years(Number(value));
  return named[tab]?.[value] ?? value;
}

// The compare bar and table load once two plans are chosen: most visitors never compare.
const HealthCompare = lazy(() => import('./health-compare').then((m) => ({ default: m.HealthCompare })));
export interface HealthPlanListProps {
  line: HealthLine;
  plans: readonly HealthPlanInfo[];
  /** The quote form (English address), where the visitor changes who is insured. */
  formPath: string;
}

export function HealthPlanList({ line, plans, formPath }: HealthPlanListProps) {
  const healthWords = useWords('healthList');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const inBrowser = useInBrowser();
  const inputs = useMemo(
    () => readListInputs(line, inBrowser ? params : new URLSearchParams()),
    [line, params, inBrowser],
  );
  const { priced, notSold, leftOut } = useMemo(
    () => priceHealthPlans(line, plans, inputs),
    [line, plans, inputs],
  );
  const [filters, setFilters] = useState<HealthFilters>(NO_HEALTH_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const [featuresOf, setFeaturesOf] = useState<HealthPlan | null>(null);
  const rateIds = useMemo(() => priced.map((p) => p.rateId), [priced]);
  const [compareIds, setCompareIds] = useUrlSelection(HEALTH_COMPARE_PARAM, rateIds, HEALTH_COMPARE_LIMIT);
  const shown = useMemo(() => selectHealthPlans(priced, filters) as PricedHealthPlan[], [priced, filters]);
  const active = activeHealthFilters(filters);
  const pricedFor = healthInputsSaid(healthWords, inputs);

  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <main
      className={`mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 ${compareIds.length >= 2 ? 'pb-28' : ''}`}
    >
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{healthWords.title[line]}</h1>
        <p className="mt-1 text-slate-700">{healthWords.intro[line]}</p>
      </div>
      <HealthPricedFor
        inputs={inputs}
        pricedFor={pricedFor}
        formPath={localHref(locale, formPath)}
        onChoose={choose}
      />
      {leftOut.length > 0 ? (
        <p className="text-sm text-slate-700" data-testid="left-out">
          {leftOutSaid(healthWords, leftOut)}
        </p>
      ) : null}
      {notSold > 0 ? (
        <p className="text-sm text-slate-700">{healthWords.notSoldFor(notSold, inputs.years)}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SortNote
          order={healthWords.orders[healthSortOf(filters)]}
          shown={shown.length}
          total={priced.length}
          className="flex-1"
        />
        <FilterButton label={healthWords.filter} active={active} onClick={() => setFiltersOpen(true)} />
      </div>
      {limitHit ? <Notice tone="error">{healthWords.compareLimit}</Notice> : null}
      {shown.length === 0 ? (
        <EmptyResults onClear={() => setFilters(NO_HEALTH_FILTERS)} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={healthWords.plansLabel}>
          {shown.map((plan) => (
            <li key={plan.id}>
              <HealthPlanCard
                plan={plan}
                conditions={inputs.conditions}
                onAllFeatures={setFeaturesOf}
                applyHref={localHref(
                  locale,
                  applicationHref({
                    line,
                    planId: plan.rateId,
                    planName: planTitle(plan),
                    insurer: plan.companyName,
                    cover: coverInLakh(plan.coverAmount) * 100_000,
                    choices: { coverLakh: coverInLakh(plan.coverAmount), years: inputs.years },
                    fields: { policyTerm: String(inputs.years) },
                  }),
                )}
                comparing={compareIds.includes(plan.rateId)}
                onToggleCompare={() => {
                  const next = toggleInSelection(compareIds, plan.rateId, HEALTH_COMPARE_LIMIT);
                  setLimitHit(next.refused);
                  setCompareIds(next.ids);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <PlanDisclaimer />
      {compareIds.length >= 2 ? (
        <Suspense fallback={null}>
          <HealthCompare
            plans={pickByIds(compareIds, priced, (p) => p.rateId)}
            pricedFor={pricedFor}
            open={compareOpen}
            onOpenChange={setCompareOpen}
          />
        </Suspense>
      ) : null}
      <FilterModal
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        title={healthWords.filterTitle}
        onApply={() => undefined}
        applyLabel={healthWords.showPlans(shown.length)}
        onClearAll={() => setFilters(NO_HEALTH_FILTERS)}
        onResetTab={(tab) => setFilters((f) => resetTab(f, tab as HealthTabId))}
        tabs={HEALTH_TABS.map((tab) => ({
          id: tab.id,
          label: healthWords.tabs[tab.id],
          activeCount: activeHealthFilters(filters, tab.id),
          content: (
            <ChoiceList
              legend={healthWords.tabs[tab.id]}
              name={`health-${tab.id}`}
              mode={tab.mode}
              options={tab.options.map((value) => ({
                value,
                label: optionLabel(healthWords, tab.id, value),
              }))}
              selected={filters[tab.id]}
              onChange={(selected) => setFilters((f) => ({ ...f, [tab.id]: selected }))}
            />
          ),
        }))}
      />
      <HealthFeaturesDialog plan={featuresOf} onClose={() => setFeaturesOf(null)} />
    </main>
  );
}
