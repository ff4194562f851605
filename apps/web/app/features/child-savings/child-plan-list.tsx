// The child savings list: filters by return band, company search and fund search, applied as they change.
import { CHILD_AGE_MAX, CHILD_INCOME_RANGES, PARENT_AGE_MAX, PARENT_AGE_MIN } from '@bimasetu/contract';
import { projectChildPlan } from '@bimasetu/contract/rating';
import { useState } from 'react';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { EmptyResults } from '~/ui/empty-results';
import { controlClass } from '~/ui/field';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { filterChildPlans, NO_CHILD_FILTERS, RETURN_BANDS, type ReturnBandId } from './child-plan-filters';
import { ChildPlanCard } from './child-plan-card';
import { CHILD_PLANS } from './child-plans';
import { childWords } from './child-words';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The family the projections assume until the visitor chooses. */
const DEFAULT_FAMILY = { parentAge: 30, childAge: 3, incomeBand: '₹5 - ₹10 Lakhs' };

export function ChildPlanList() {
  const [filters, setFilters] = useState(NO_CHILD_FILTERS);
  const [family, setFamily] = useState(DEFAULT_FAMILY);
  // the same for every plan: IRDAI's illustration rates are the regulator's, not the insurer's
  const projection = projectChildPlan('child', family)!;
  const familySelect = (label: string, key: keyof typeof family, options: readonly (string | number)[]) => (
    <ChoiceSelect
      label={label}
      value={String(family[key])}
      choices={choicesOf(options)}
      onChange={(v) => setFamily((f) => ({ ...f, [key]: key === 'incomeBand' ? v : Number(v) }))}
    />
  );
  const plans = filterChildPlans(CHILD_PLANS, filters);
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
        <h2 id="family-panel" className="text-base font-semibold text-slate-900">
          {childWords.panelTitle}
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {familySelect(childWords.parentAge, 'parentAge', range(PARENT_AGE_MIN, PARENT_AGE_MAX))}
          {familySelect(childWords.childAge, 'childAge', range(0, CHILD_AGE_MAX))}
          {familySelect(childWords.income, 'incomeBand', CHILD_INCOME_RANGES)}
        </div>
        <p className="text-sm text-slate-700" data-testid="priced-for">
          {childWords.projection(projection.yearlySaving, projection.term, family.childAge + projection.term)}
        </p>
      </section>
      <section
        aria-label="Filters"
        className="flex flex-col gap-4 self-start rounded-xl bg-white p-4 shadow-sm"
      >
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-900">10-year returns</legend>
          {RETURN_BANDS.map((band) => (
            <label key={band.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={filters.bands.includes(band.id)}
                onChange={() => toggleBand(band.id)}
              />
              {band.label}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Search company
          <input
            type="search"
            name="company"
            className={controlClass}
            value={filters.company}
            placeholder="e.g. HDFC"
            onChange={(e) => setFilters((f) => ({ ...f, company: e.target.value }))}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Search fund
          <input
            type="search"
            name="fund"
            className={controlClass}
            value={filters.fund}
            placeholder="e.g. Equity"
            onChange={(e) => setFilters((f) => ({ ...f, fund: e.target.value }))}
          />
        </label>
      </section>
      <div className="flex flex-col gap-4">
        <SortNote order="10-year returns, highest first" shown={plans.length} total={CHILD_PLANS.length} />
        {plans.length === 0 ? (
          <EmptyResults
            message="No plans match your filters or search."
            onClear={() => setFilters(NO_CHILD_FILTERS)}
            clearLabel="Clear search and filters"
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {plans.map((plan) => (
              <ChildPlanCard key={plan.id} plan={plan} projection={projection} />
            ))}
          </div>
        )}
        <p className="text-sm text-slate-700">
          Returns are past 10-year fund returns and do not promise future returns. Market-linked plans carry
          investment risk.
        </p>
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
