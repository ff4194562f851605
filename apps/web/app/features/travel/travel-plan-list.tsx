// The travel plan list: search and filters narrow it, cheapest first, six at a time with Load More.
import { travelMessages } from '@bimasetu/contract';
import { Search } from 'lucide-react';
import { travelTripWords } from '@bimasetu/contract/rating';
import { Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isoToDdMmYyyy } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { Button, buttonClass } from '~/ui/button';
import { preloadDialog } from '~/ui/dialog';
import { FilterButton } from '~/ui/filter-button';
import { EmptyResults } from '~/ui/empty-results';
import { controlClass } from '~/ui/field';
import { lazyPart } from '~/ui/lazy-part';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import {
  activeFilterCount,
  filterTravelPlans,
  NO_TRAVEL_FILTERS,
  travelFilterChoices,
  visiblePlans,
} from './travel-plan-filters';
import { TravelPlanCard } from './travel-plan-card';
import { TRAVEL_PLANS } from './travel-plans';
import { priceTravelPlans, tripToPrice } from './travel-pricing';
import { useStoredTrip } from './use-stored-trip';

// The filter modal (its tabs and choices) loads when first opened, with the dialog's own code: most visitors never
// filter, and the list keeps within its first-load budget.
const filtersPart = lazyPart(
  () => import('./travel-filter-modal'),
  (m) => m.TravelFilterModal,
);
const TravelFilterModal = filtersPart.Component;
/** Loads the modal's code ahead of the first open (the component tests do). */
export const preloadTravelFilters = filtersPart.preload;

export function TravelPlanList() {
  const navigate = useNavigate();
  const words = useWords('travelList');
  const locale = useLocale();
  const { trip } = useStoredTrip();
  const [filters, setFilters] = useState(NO_TRAVEL_FILTERS);
  const [draft, setDraft] = useState(NO_TRAVEL_FILTERS);
  const [modalOpen, setModalOpen] = useState(false);
  // mounted from the first open on, so Radix can close it
  const [modalOpened, setModalOpened] = useState(false);
  const [pages, setPages] = useState(1);

  const priceTrip = useMemo(() => tripToPrice(trip), [trip]);
  const priced = useMemo(() => priceTravelPlans(TRAVEL_PLANS, priceTrip), [priceTrip]);
  const matching = filterTravelPlans(priced, filters);
  const { shown, hasMore } = visiblePlans(matching, pages);
  const filterCount = activeFilterCount(filters);
  const clearAll = () => {
    setFilters(NO_TRAVEL_FILTERS);
    setDraft(NO_TRAVEL_FILTERS);
    setPages(1);
  };

  return (
    <div className="flex flex-col gap-4">
      {trip ? (
        <section
          aria-label={words.yourTrip}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900"
        >
          <p>
            <strong>{trip.destinations.join(', ')}</strong> ·{' '}
            {words.tripDates(isoToDdMmYyyy(trip.startDate), isoToDdMmYyyy(trip.endDate))} ·{' '}
            {words.travellerCount(trip.travellerAges.length)} {words.agedList(trip.travellerAges.join(', '))}
          </p>
          <Link to={localHref(locale, '/travel-insurance')} className="font-semibold underline">
            {words.editTrip}
          </Link>
        </section>
      ) : null}
      {trip?.hasPreExistingCondition ? (
        <div
          className="flex flex-wrap items-center gap-2 text-sm text-slate-800"
          data-testid="condition-note"
        >
          <p>{words.conditionTold(trip.travellersWithCondition.length)}</p>
          {filters.diseaseCoverOnly ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                setFilters({ ...filters, diseaseCoverOnly: true });
                setPages(1);
              }}
            >
              {words.showConditionPlans}
            </Button>
          )}
        </div>
      ) : null}
      <div className="flex flex-col gap-1 text-sm text-slate-700" data-testid="priced-for">
        <p className="font-medium text-slate-900">
          {words.pricedFor(
            travelTripWords(priceTrip),
            priceTrip.ages.length,
            priceTrip.ages.join(', '),
            priceTrip.days,
            words.regions[priceTrip.region],
          )}
        </p>
        {trip ? null : <p>{words.profileNote}</p>}
        {priced[0] ? <p data-testid="travel-basis">{words.basis(priced[0].quote.rateVersion)}</p> : null}
        <p>{words.estimate(priced.some(({ quote }) => quote.gst > 0))}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">{words.searchLabel}</span>
          <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-slate-500" />
          <input
            type="search"
            name="search"
            className={`${controlClass} pl-9`}
            placeholder={words.searchPlaceholder}
            value={filters.search}
            onChange={(event) => {
              setFilters({ ...filters, search: event.target.value });
              setPages(1);
            }}
          />
        </label>
        <FilterButton
          label={words.filters}
          active={filterCount}
          onClick={() => {
            void preloadDialog();
            setDraft(filters);
            setModalOpened(true);
            setModalOpen(true);
          }}
        />
      </div>
      <SortNote order={words.order} shown={shown.length} total={matching.length} />
      {matching.length === 0 ? (
        <EmptyResults
          message={sayIn(words.messages)(travelMessages.noPlans)}
          onClear={clearAll}
          clearLabel={words.clearSearch}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {shown.map(({ plan, quote }) => (
            <TravelPlanCard
              key={plan.id}
              plan={plan}
              quote={quote}
              onProceed={(chosen) =>
                navigate(localHref(locale, `/travel-insurance-booking?plan=${chosen.id}`))
              }
            />
          ))}
        </div>
      )}
      {hasMore ? (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'self-center')}
          onClick={() => setPages(pages + 1)}
        >
          {words.loadMore}
        </button>
      ) : null}
      <PlanDisclaimer />
      {modalOpened ? (
        <Suspense fallback={null}>
          <TravelFilterModal
            open={modalOpen}
            onOpenChange={setModalOpen}
            choices={travelFilterChoices(priced, draft)}
            draft={draft}
            onDraftChange={setDraft}
            onApply={() => {
              setFilters({ ...draft, search: filters.search });
              setPages(1);
            }}
            onClearAll={clearAll}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The list's page: its heading and the list. */
export function TravelPlanListPage() {
  const words = useWords('travelList');
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{words.title}</h1>
      <TravelPlanList />
    </main>
  );
}
