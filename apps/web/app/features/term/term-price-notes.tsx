// What every price on a term list was computed for, read back, with what was assumed and what is left out.
import type { TermLine } from '@bimasetu/contract/rating';
import { Link } from 'react-router';
import type { TermPlan } from './term-plan';
import type { TermBar } from './term-plan-filters';
import { gstNoteFor, termListWords as words } from './term-list-words';
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

export function TermPriceNotes({ line, person, bar, coverTill, leftOut }: TermPriceNotesProps) {
  const reasons = [...new Set(leftOut.map((l) => `${l.plan.name} ${l.reason}`))].join('; ');
  return (
    <section
      aria-label="What these prices are for"
      className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800"
    >
      <p data-testid="priced-for" className="font-semibold text-slate-900">
        {words.pricedFor(person.age, bar.tobacco, person.gender, bar.lifeCover, coverTill)}
      </p>
      {person.fromForm ? null : (
        <p>
          <Link className="font-medium text-brand-800 underline" to={FORM_PATHS[line]}>
            {words.assumedAge(person.age)}
          </Link>
        </p>
      )}
      {bar.tobacco === 'unanswered' ? <p>{words.tobaccoAssumed}</p> : null}
      <p>{words.estimate}</p>
      {bar.billing === 'Monthly' ? <p>{words.monthly()}</p> : null}
      <p>{gstNoteFor(line)}</p>
      {leftOut.length > 0 ? <p data-testid="left-out">{words.leftOut(leftOut.length, reasons)}</p> : null}
    </section>
  );
}
