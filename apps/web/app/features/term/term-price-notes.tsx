// What every price on a term list was computed for, read back, with what was assumed and what is left out.
import {
  MIN_TERM_YEARS,
  nriUpliftPercentRange,
  termPlanRate,
  type TermLine,
} from '@bimasetu/contract/rating';
import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords, type WordBook } from '~/lib/words';
import { PriceExplainer } from '~/ui/price-explainer';
import type { TermPlan } from './term-plan';
import type { TermBar } from './term-plan-filters';
import type { ListPerson } from './term-person';

const FORM_PATHS: Record<TermLine, string> = {
  term: '/term-insurance',
  'nri-term': '/nri-term-insurance',
  'women-term': '/women-term-insurance',
};

export interface TermPriceNotesProps {
  line: TermLine;
  person: ListPerson;
  bar: TermBar;
  coverTill: number;
  leftOut: readonly { plan: TermPlan; reason: string }[];
}

/** Why the rating engine left a plan out, in the page's language (its English is the engine's own reason). */
export function leftOutReason(words: WordBook['termList'], plan: TermPlan, reason: string): string {
  const rate = termPlanRate(plan.id);
  if (rate && reason.startsWith('takes people aged'))
    return words.takesAges(rate.minEntryAge, rate.maxEntryAge);
  if (reason.startsWith('needs cover')) return words.needsYears(MIN_TERM_YEARS);
  return reason;
}

export function TermPriceNotes({ line, person, bar, coverTill, leftOut }: TermPriceNotesProps) {
  const words = useWords('termList');
  const locale = useLocale();
  const nriUplift = nriUpliftPercentRange();
  const reasons = [
    ...new Set(leftOut.map((l) => `${l.plan.name} ${leftOutReason(words, l.plan, l.reason)}`)),
  ].join('; ');
  return (
    <section aria-label={words.pricesFor} className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <p data-testid="priced-for" className="font-semibold text-slate-900">
        {words.pricedFor(person.age, bar.tobacco, person.gender, bar.lifeCover, coverTill)}
      </p>
      {person.fromForm ? null : (
        <p>
          <Link className="font-medium text-brand-800 underline" to={localHref(locale, FORM_PATHS[line])}>
            {words.assumedAge(person.age)}
          </Link>
        </p>
      )}
      {bar.tobacco === 'unanswered' ? <p>{words.tobaccoAssumed}</p> : null}
      {leftOut.length > 0 ? <p data-testid="left-out">{words.leftOut(leftOut.length, reasons)}</p> : null}
      <PriceExplainer>
        <p>{words.estimate}</p>
        {bar.billing === 'Monthly' ? <p>{words.monthly()}</p> : null}
        {line === 'nri-term' ? (
          <p data-testid="nri-uplift">{words.nriUplift(nriUplift.from, nriUplift.to)}</p>
        ) : null}
        <p>{line === 'nri-term' ? `${words.gst} ${words.nriGst}` : words.gst}</p>
      </PriceExplainer>
    </section>
  );
}
