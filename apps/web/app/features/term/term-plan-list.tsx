// A term plan list (term, NRI term, women term): sticky bar, filter modal, cards, details dialog.
import { useMemo, useState } from 'react';
import { EmptyResults } from '~/ui/empty-results';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import type { TermPlan } from './term-plan';
import { TermFilterModal } from './term-filter-modal';
import { TermPlanCard } from './term-plan-card';
import { TermPlanDetails } from './term-plan-details';
import {
  activeFilterCount,
  DEFAULT_TERM_BAR,
  insurersOf,
  NO_TERM_FILTERS,
  selectTermPlans,
  sortOrderText,
  type TermBar,
  type TermFilters,
} from './term-plan-filters';
import { TermStickyBar } from './term-sticky-bar';

export interface TermPlanListProps {
  title: string;
  intro: string;
  plans: readonly TermPlan[];
}

export function TermPlanList({ title, intro, plans }: TermPlanListProps) {
  const [filters, setFilters] = useState<TermFilters>(NO_TERM_FILTERS);
  const [bar, setBar] = useState<TermBar>(DEFAULT_TERM_BAR);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [details, setDetails] = useState<TermPlan | null>(null);
  const shown = useMemo(() => selectTermPlans(plans, filters, bar), [plans, filters, bar]);
  const insurers = useMemo(() => insurersOf(plans), [plans]);
  // the full list again: no filters, popularity order, any cover; Monthly/Yearly stays as chosen
  const clearAll = () => {
    setFilters(NO_TERM_FILTERS);
    setBar((b) => ({ ...DEFAULT_TERM_BAR, billing: b.billing }));
  };

  return (
    <main>
      <div className="mx-auto max-w-5xl px-4 pt-6 pb-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
      </div>
      <TermStickyBar
        bar={bar}
        onBarChange={setBar}
        activeFilters={activeFilterCount(filters)}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4">
        <PlanDisclaimer />
        <SortNote order={sortOrderText(filters.sort)} shown={shown.length} total={plans.length} />
        {shown.length === 0 ? (
          <EmptyResults onClear={clearAll} />
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Plans">
            {shown.map((plan) => (
              <li key={plan.id}>
                <TermPlanCard plan={plan} billing={bar.billing} onDetails={setDetails} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <TermFilterModal
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        applied={filters}
        insurers={insurers}
        onApply={setFilters}
        onClearAll={clearAll}
      />
      <TermPlanDetails plan={details} onClose={() => setDetails(null)} />
    </main>
  );
}
