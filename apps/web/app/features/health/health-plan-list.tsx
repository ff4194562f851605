// The health and family health plan lists: filters apply as they are ticked; the chosen sort is applied.
import { SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '~/ui/button';
import { EmptyResults } from '~/ui/empty-results';
import { ChoiceList, FilterModal } from '~/ui/filter-modal';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { HealthFeaturesDialog } from './health-features-dialog';
import type { HealthPlan } from './health-plan';
import { HealthPlanCard } from './health-plan-card';
import {
  activeHealthFilters,
  HEALTH_TABS,
  healthOrderText,
  NO_HEALTH_FILTERS,
  resetTab,
  selectHealthPlans,
  type HealthFilters,
  type HealthTabId,
} from './health-plan-filters';

export interface HealthPlanListProps {
  title: string;
  intro: string;
  plans: readonly HealthPlan[];
}

export function HealthPlanList({ title, intro, plans }: HealthPlanListProps) {
  const [filters, setFilters] = useState<HealthFilters>(NO_HEALTH_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [featuresOf, setFeaturesOf] = useState<HealthPlan | null>(null);
  const shown = useMemo(() => selectHealthPlans(plans, filters), [plans, filters]);
  const active = activeHealthFilters(filters);

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SortNote
          order={healthOrderText(filters)}
          shown={shown.length}
          total={plans.length}
          className="flex-1"
        />
        <Button variant="secondary" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filter
          {active > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{active}</span>
          ) : null}
        </Button>
      </div>
      <PlanDisclaimer />
      {shown.length === 0 ? (
        <EmptyResults onClear={() => setFilters(NO_HEALTH_FILTERS)} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Plans">
          {shown.map((plan) => (
            <li key={plan.id}>
              <HealthPlanCard plan={plan} onAllFeatures={setFeaturesOf} />
            </li>
          ))}
        </ul>
      )}
      <FilterModal
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        title="Filter plans"
        onApply={() => undefined}
        applyLabel={`Show ${shown.length} plan${shown.length === 1 ? '' : 's'}`}
        onClearAll={() => setFilters(NO_HEALTH_FILTERS)}
        onResetTab={(tab) => setFilters((f) => resetTab(f, tab as HealthTabId))}
        tabs={HEALTH_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          activeCount: activeHealthFilters(filters, tab.id),
          content: (
            <ChoiceList
              legend={tab.label}
              name={`health-${tab.id}`}
              mode={tab.mode}
              options={tab.options}
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
