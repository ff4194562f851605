// The health and family health plan lists: every plan priced for the visitor's members, city, cover and period;
// filters apply as they are ticked; the chosen sort is applied; up to 3 plans compared side by side.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { applicationHref } from '~/lib/quote-handover';
import { useLocale, useWords } from '~/lib/words';
import { FilterButton } from '~/ui/filter-button';
import { toggleInSelection, useUrlSelection, pickByIds } from '~/ui/compare-selection';
import { preloadDialog } from '~/ui/dialog';
import { EmptyResults } from '~/ui/empty-results';
import { lazyPart } from '~/ui/lazy-part';
import { Notice } from '~/ui/notice';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { useInBrowser } from '~/lib/use-in-browser';
import { HEALTH_COMPARE_LIMIT, HEALTH_COMPARE_PARAM } from './health-compare-ids';
import { HealthFeaturesDialog } from './health-features-dialog';
import {
  priceHealthPlans,
  readListInputs,
  rememberPricedHealth,
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
  healthSortOf,
  healthTabChoices,
  NO_HEALTH_FILTERS,
  selectHealthPlans,
  type HealthFilters,
} from './health-plan-filters';

// The compare bar and table load once two plans are chosen: most visitors never compare.
const HealthCompare = lazy(() => import('./health-compare').then((m) => ({ default: m.HealthCompare })));

// The filter modal (its tabs and choices) loads when first opened, with the dialog's own code: most visitors never
// filter, and the lists keep within their first-load budget.
const filtersPart = lazyPart(
  () => import('./health-filter-modal'),
  (m) => m.HealthFilterModal,
);
const HealthFilterModal = filtersPart.Component;
/** Loads the modal's code ahead of the first open (the component tests do). */
export const preloadHealthFilters = filtersPart.preload;
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
  // mounted from the first open on, so Radix can close it
  const [filtersOpened, setFiltersOpened] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const [featuresOf, setFeaturesOf] = useState<HealthPlan | null>(null);
  const rateIds = useMemo(() => priced.map((p) => p.rateId), [priced]);
  const [compareIds, setCompareIds] = useUrlSelection(HEALTH_COMPARE_PARAM, rateIds, HEALTH_COMPARE_LIMIT);
  const shown = useMemo(() => selectHealthPlans(priced, filters) as PricedHealthPlan[], [priced, filters]);
  const active = activeHealthFilters(filters);
  const choices = useMemo(() => healthTabChoices(priced, filters), [priced, filters]);
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
        <FilterButton
          label={healthWords.filter}
          active={active}
          onClick={() => {
            void preloadDialog();
            setFiltersOpened(true);
            setFiltersOpen(true);
          }}
        />
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
                onApply={() => rememberPricedHealth(line, inputs)}
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
      {filtersOpened ? (
        <Suspense fallback={null}>
          <HealthFilterModal
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            filters={filters}
            onFiltersChange={setFilters}
            choices={choices}
            shown={shown.length}
          />
        </Suspense>
      ) : null}
      <HealthFeaturesDialog plan={featuresOf} onClose={() => setFeaturesOf(null)} />
    </main>
  );
}
