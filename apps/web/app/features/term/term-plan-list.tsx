// A term plan list (term, NRI term, women term): sticky bar, filter modal, cards, details dialog. Every plan is
// priced for the visitor (age and gender from the quote form's address, the bar's cover, cover-till and tobacco).
import type { TermLine } from '@bimasetu/contract/rating';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useInBrowser } from '~/lib/use-in-browser';
import { useSearchParams } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { applicationHref } from '~/lib/quote-handover';
import { useLocale, useWords, type Locale } from '~/lib/words';
import { pickByIds, toggleInSelection, useUrlSelection } from '~/ui/compare-selection';
import { preloadDialog } from '~/ui/dialog';
import { EmptyResults } from '~/ui/empty-results';
import { Notice } from '~/ui/notice';
import { lazyPart } from '~/ui/lazy-part';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import type { TermPlan } from './term-plan';
import { TERM_COMPARE_LIMIT, TERM_COMPARE_PARAM, termCompareId } from './term-compare-ids';
import { TermPlanCard } from './term-plan-card';
import { loadDetailsWords, TermPlanDetails } from './term-plan-details';
import {
  activeFilterCount,
  COVER_TILL_AGES,
  coverTillAllowed,
  DEFAULT_TERM_BAR,
  effectiveCoverTill,
  NO_TERM_FILTERS,
  selectTermPlans,
  termFilterChoices,
  type PricedTermPlan,
  type TermBar,
  type TermFilters,
} from './term-plan-filters';
import { readTermPerson } from './term-person';
import { TermPriceNotes } from './term-price-notes';
import { COVER_TILL_NOTE_ID, TermStickyBar } from './term-sticky-bar';

// The compare bar and table load once two plans are chosen, with the details dialog's words: most visitors never
// compare.
const loadCompare = (locale: Locale) =>
  Promise.all([loadDetailsWords(locale), import('./term-compare')]).then(([, m]) => ({
    default: m.TermCompare,
  }));
const COMPARES = { en: lazy(() => loadCompare('en')), hi: lazy(() => loadCompare('hi')) } as const;

// The Sort & Filter modal (its tabs, choices and the shared filter modal) loads when first opened, with the dialog's
// own code: a visitor who never filters does not fetch it, and the Hindi lists keep within their first-load budget.
const filtersPart = lazyPart(
  () => import('./term-filter-modal'),
  (m) => m.TermFilterModal,
);
const TermFilterModal = filtersPart.Component;
/** Loads the modal's code ahead of the first open (the component tests do). */
export const preloadTermFilters = filtersPart.preload;

export interface TermPlanListProps {
  line: TermLine;
  /** The page's heading and introduction; the line's own words (term-list-words `pages`) when left out. */
  title?: string;
  intro?: string;
  plans: readonly TermPlan[];
}

export function TermPlanList({ line, title, intro, plans }: TermPlanListProps) {
  const words = useWords('termList');
  const locale = useLocale();
  const TermCompare = COMPARES[locale];
  const [params] = useSearchParams();
  // the prerendered HTML has no address to read: it shows the assumed person until the page runs in the browser
  const inBrowser = useInBrowser();
  const today = useMemo(() => new Date(), []);
  const person = useMemo(
    () => readTermPerson(inBrowser ? params : new URLSearchParams(), line, today),
    [inBrowser, params, line, today],
  );
  const [filters, setFilters] = useState<TermFilters>(NO_TERM_FILTERS);
  const [bar, setBar] = useState<TermBar>(DEFAULT_TERM_BAR);
  // the form's tobacco answer arrives with the address (read once the page runs in the browser): the bar starts
  // from it, and the visitor may still change it there
  const [answerSeen, setAnswerSeen] = useState(DEFAULT_TERM_BAR.tobacco);
  if (person.tobacco !== answerSeen) {
    setAnswerSeen(person.tobacco);
    setBar({ ...bar, tobacco: person.tobacco });
  }
  const [filtersOpen, setFiltersOpen] = useState(false);
  // mounted from the first open on, so it keeps its state and Radix can close it
  const [filtersOpened, setFiltersOpened] = useState(false);
  const [details, setDetails] = useState<PricedTermPlan | null>(null);
  const coverTill = effectiveCoverTill(bar, person.age);
  const { shown, leftOut } = useMemo(
    () => selectTermPlans(plans, filters, bar, line, person, today),
    [plans, filters, bar, line, person, today],
  );
  const offered = plans.length - leftOut.length;
  const [compareOpen, setCompareOpen] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const shownIds = useMemo(() => shown.map(termCompareId), [shown]);
  const [compareIds, setCompareIds] = useUrlSelection(TERM_COMPARE_PARAM, shownIds, TERM_COMPARE_LIMIT);
  const toggleCompare = (id: string) => {
    const next = toggleInSelection(compareIds, id, TERM_COMPARE_LIMIT);
    setLimitHit(next.refused);
    setCompareIds(next.ids);
  };
  const tooSoon = COVER_TILL_AGES.filter((till) => !coverTillAllowed(till, person.age));
  // a buying button carries the plan and exactly the inputs its card was priced with
  const applyHref = ({ plan }: PricedTermPlan) =>
    localHref(
      locale,
      applicationHref({
        line,
        planId: `${line}-${plan.id}`,
        planName: plan.name,
        insurer: plan.insurer,
        cover: bar.lifeCover,
        choices: {
          lifeCover: bar.lifeCover,
          coverTillAge: coverTill,
          tobacco: bar.tobacco,
          mode: bar.billing,
        },
        fields: { policyTerm: String(coverTill - person.age), paymentFrequency: bar.billing },
      }),
    );
  // the full list again: no filters, popularity order; the visitor's cover, cover-till and answers stay
  const clearAll = () => setFilters(NO_TERM_FILTERS);

  return (
    <main className={compareIds.length >= 2 ? 'pb-28' : undefined}>
      <div className="mx-auto max-w-5xl px-4 pt-6 pb-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title ?? words.pages[line].title}</h1>
        <p className="mt-1 text-slate-700">{intro ?? words.pages[line].intro}</p>
      </div>
      <TermStickyBar
        bar={bar}
        age={person.age}
        coverTill={coverTill}
        onBarChange={setBar}
        activeFilters={activeFilterCount(filters)}
        onOpenFilters={() => {
          void preloadDialog();
          setFiltersOpened(true);
          setFiltersOpen(true);
        }}
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4">
        <TermPriceNotes line={line} person={person} bar={bar} coverTill={coverTill} leftOut={leftOut} />
        {tooSoon.length > 0 ? (
          <p id={COVER_TILL_NOTE_ID} className="text-sm text-slate-700">
            {words.coverTillNote(tooSoon.join(', '), person.age)}
          </p>
        ) : null}
        {limitHit ? <Notice tone="error">{words.compareLimit}</Notice> : null}
        <SortNote order={words.sorts[filters.sort].order} shown={shown.length} total={offered} />
        {shown.length === 0 ? (
          <EmptyResults onClear={clearAll} />
        ) : (
          <ul className="flex flex-col gap-4" aria-label={words.plansList}>
            {shown.map((priced) => (
              <li key={priced.plan.id}>
                <TermPlanCard
                  priced={priced}
                  billing={bar.billing}
                  lifeCover={bar.lifeCover}
                  coverTill={coverTill}
                  onDetails={setDetails}
                  comparing={compareIds.includes(termCompareId(priced))}
                  onToggleCompare={() => toggleCompare(termCompareId(priced))}
                  applyHref={applyHref(priced)}
                />
              </li>
            ))}
          </ul>
        )}
        <PlanDisclaimer />
      </div>
      {compareIds.length >= 2 ? (
        <Suspense fallback={null}>
          <TermCompare
            selected={pickByIds(compareIds, shown, termCompareId)}
            pricedFor={words.pricedFor(person.age, bar.tobacco, person.gender, bar.lifeCover, coverTill)}
            billing={bar.billing}
            lifeCover={bar.lifeCover}
            coverTill={coverTill}
            open={compareOpen}
            onOpenChange={setCompareOpen}
          />
        </Suspense>
      ) : null}
      {filtersOpened ? (
        <Suspense fallback={null}>
          <TermFilterModal
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            applied={filters}
            choices={termFilterChoices(plans, leftOut, filters)}
            onApply={setFilters}
            onClearAll={clearAll}
          />
        </Suspense>
      ) : null}
      <TermPlanDetails
        priced={details}
        lifeCover={bar.lifeCover}
        coverTill={coverTill}
        person={person}
        tobacco={bar.tobacco}
        onClose={() => setDetails(null)}
        applyHref={applyHref}
      />
    </main>
  );
}
