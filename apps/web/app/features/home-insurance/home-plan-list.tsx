// The home plan list: every Bharat Griha Raksha plan priced for the form's answers (or a stated assumed home),
// the facts of each price in the page's language, sorted by premium and filtered by insurer like the other lists.
import {
  HOME_PLANS,
  homeInputs,
  priceHome,
  type HomeFact,
  type HomeQuote,
} from '@bimasetu/contract/lines/home';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { applicationHref } from '~/lib/quote-handover';
import { useInBrowser } from '~/lib/use-in-browser';
import { useLocale, useWords, type WordBook } from '~/lib/words';
import { buttonClass } from '~/ui/button';
import { ChoiceSelect } from '~/ui/choice-select';
import { EmptyResults } from '~/ui/empty-results';
import { InsurerBadge } from '~/ui/insurer-badge';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import { readHomeAnswers, rememberPricedHome } from './home-answers';

type Sort = 'low' | 'high';
interface PricedPlan {
  id: string;
  name: string;
  insurer: string;
  quote: HomeQuote;
}

/** A fact in the page's language, from its code and values. */
export function sayFact(words: WordBook['homeInsurance'], fact: HomeFact): string {
  const say = words.facts[fact.code] as (f: HomeFact) => string;
  return say(fact);
}

function HomePlanCard({
  plan,
  applyHref,
  onApply,
}: {
  plan: PricedPlan;
  applyHref: string;
  onApply: () => void;
}) {
  const w = useWords('homeInsurance');
  const { quote } = plan;
  return (
    <article
      aria-labelledby={`home-${plan.id}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="home-plan"
    >
      <div className="flex items-center gap-3">
        <InsurerBadge name={plan.insurer} />
        <div>
          <h2 id={`home-${plan.id}`} className="text-base font-semibold text-slate-900">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-700">{plan.insurer}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{w.premiumLabel}</dt>
          <dd className="text-lg font-bold text-slate-900">
            <span data-testid="premium">{formatRupees(quote.total)}</span>{' '}
            <span className="text-sm font-normal">{w.perYear}</span>
          </dd>
          <dd className="text-xs text-slate-700">{w.withGst(quote.total, quote.gst)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{w.coverLabel}</dt>
          <dd className="font-semibold text-slate-900">
            {w.cover(quote.building + quote.contents + quote.valuables)}
          </dd>
        </div>
      </dl>
      <details className="text-sm text-slate-700">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-brand-800">
          {w.factsLabel}
        </summary>
        <ul className="list-disc pl-5" data-testid="facts">
          {quote.facts.map((fact) => (
            <li key={fact.code}>{sayFact(w, fact)}</li>
          ))}
        </ul>
      </details>
      <p className="text-xs text-slate-700">{w.accidentCover}</p>
      <p className="text-xs text-slate-700">{w.claimsNotPublished}</p>
      <Link
        to={applyHref}
        className={buttonClass('primary', 'md', 'mt-auto self-start')}
        aria-label={w.buyNowOf(plan.name)}
        onClick={onApply}
      >
        {w.buyNow}
      </Link>
    </article>
  );
}

export function HomePlanList() {
  const w = useWords('homeInsurance');
  const locale = useLocale();
  const [params] = useSearchParams();
  const inBrowser = useInBrowser();
  const [sort, setSort] = useState<Sort>('low');
  const [insurers, setInsurers] = useState<string[]>([]);
  const { answers, told } = useMemo(
    () => readHomeAnswers(inBrowser ? params : new URLSearchParams()),
    [params, inBrowser],
  );
  const inputs = homeInputs(answers);
  const priced = useMemo(
    () =>
      Object.entries(HOME_PLANS).flatMap(([id, [name, insurer]]) => {
        const price = priceHome(id, inputs);
        return price.offered ? [{ id, name, insurer, quote: price.quote as HomeQuote }] : [];
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs are derived from the answers
    [answers],
  );
  const shown = priced
    .filter((p) => insurers.length === 0 || insurers.includes(p.insurer))
    .sort((a, b) => (sort === 'low' ? 1 : -1) * (a.quote.total - b.quote.total));
  const toggle = (insurer: string) =>
    setInsurers((list) => (list.includes(insurer) ? list.filter((i) => i !== insurer) : [...list, insurer]));
  const toldLines = [
    answers.occupancy === 'tenant' ? w.toldTenant : w.toldBuilding(inputs.building),
    w.toldContents(inputs.contents),
    inputs.valuables > 0 ? w.toldValuables(inputs.valuables) : null,
    answers.city ? w.toldCity(answers.city) : null,
  ].filter((line): line is string => line !== null);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <section
        aria-labelledby="home-panel"
        className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm lg:col-span-2"
        data-testid="told"
      >
        <h2 id="home-panel" className="text-base font-semibold text-slate-900">
          {w.panelTitle}
        </h2>
        <p className="text-sm font-medium text-slate-900">{told ? w.fromForm : w.assumed}</p>
        <ul className="list-disc pl-5 text-sm text-slate-800">
          {toldLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Link to={localHref(locale, '/home-insurance')} className="font-medium text-brand-800 underline">
          {told ? w.changeAnswers : w.quoteYourHome}
        </Link>
      </section>
      <section
        aria-label={w.filtersLabel}
        className="flex flex-col gap-4 self-start rounded-xl bg-white p-4 shadow-sm"
      >
        <ChoiceSelect
          label={w.sortLabel}
          value={sort}
          choices={(['low', 'high'] as const).map((value) => ({ value, label: w.sorts[value] }))}
          onChange={(value) => setSort(value === 'high' ? 'high' : 'low')}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-900">{w.insurersLabel}</legend>
          {priced.map((p) => (
            <label key={p.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={insurers.includes(p.insurer)}
                onChange={() => toggle(p.insurer)}
              />
              {p.insurer}
            </label>
          ))}
        </fieldset>
      </section>
      <div className="flex flex-col gap-4">
        <SortNote order={w.sorts[sort]} shown={shown.length} total={priced.length} />
        {shown.length === 0 ? (
          <EmptyResults message={w.noMatch} onClear={() => setInsurers([])} clearLabel={w.clearAll} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {shown.map((plan) => (
              <HomePlanCard
                key={plan.id}
                plan={plan}
                applyHref={localHref(
                  locale,
                  applicationHref({
                    line: 'home',
                    planId: plan.id,
                    planName: plan.name,
                    insurer: plan.insurer,
                    cover: inputs.building > 0 ? inputs.building : inputs.contents,
                    fields: { policyTerm: '1', paymentFrequency: 'Yearly' },
                  }),
                )}
                onApply={() => rememberPricedHome(answers)}
              />
            ))}
          </div>
        )}
        <p className="text-sm text-slate-700">{w.source}</p>
        <PlanDisclaimer />
      </div>
    </div>
  );
}

/** The page: its heading and the list. */
export function HomePlanListPage() {
  const w = useWords('homeInsurance');
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">{w.listTitle}</h1>
      <HomePlanList />
    </main>
  );
}
