// Term, NRI term and women term: one line definition over the term engine, the three lists told apart by `line`.
import { ageOn, termLeadSchema, type TermLead } from '../../leads/term.ts';
import {
  APPLICATION_GENDER_OF_TERM_CODE,
  termGenderCode,
  type TermGenderCode,
} from '../../leads/term-rules.ts';
import type { TermQuoteChoices } from '../../schemas/quote-choices.ts';
import {
  DEFAULT_LIFE_COVER,
  defaultCoverTill,
  priceTermPlan,
  TERM_PLAN_RATES,
  type TermChoice,
  type TermLine,
  type TermPerson,
} from './term-price.ts';
import { TERM_GENDER_OF_CODE } from './term-gender.ts';
import { defineLine, notOffered, type Line } from '../line.ts';

interface TermInputs {
  person: TermPerson;
  choice: TermChoice;
}

const TERM_PLAN_NUMBERS = Object.keys(TERM_PLAN_RATES).map(Number);

export function termLine(line: TermLine): Line {
  return defineLine<TermInputs>(line, {
    leadSchema: termLeadSchema,
    // a 38-year-old man on 22/11/2026 (the bench's day)
    example: {
      gender: 1,
      fullName: 'Rahul Mehta',
      dob: '15/08/1988',
      mobileNumber: '9876500071',
      whatsapp: false,
    },
    planIds: () => TERM_PLAN_NUMBERS.map((n) => `${line}-${n}`),
    inputsFromLead(details, today, choices) {
      const lead = details as TermLead;
      const chosen = choices as TermQuoteChoices | undefined;
      const age = ageOn(lead.dob, today);
      const person: TermPerson = {
        age,
        gender: TERM_GENDER_OF_CODE[lead.gender],
        // the list's bar starts from the form's answer, so its choice and the lead's agree unless the visitor changed it
        tobacco: chosen?.tobacco ?? lead.tobacco ?? 'unanswered',
      };
      const choice: TermChoice = chosen
        ? { lifeCover: chosen.lifeCover, coverTillAge: chosen.coverTillAge, mode: chosen.mode }
        : { lifeCover: DEFAULT_LIFE_COVER, coverTillAge: defaultCoverTill(age), mode: 'Monthly' };
      return {
        inputs: { person, choice },
        recorded: { ...person, ...choice },
        assumed: [{ code: chosen ? 'list-choices' : 'term-list-start' }],
      };
    },
    price(planId, { person, choice }, today) {
      const number = Number(planId.slice(line.length + 1));
      const priced = priceTermPlan(line, number, person, choice, today);
      if (priced.accepted) return { offered: true, quote: priced.quote };
      if (priced.reason.startsWith('needs cover')) return notOffered('term-too-short', priced.reason);
      if (priced.reason.startsWith('is not in')) return notOffered('unknown-plan');
      return notOffered('outside-entry-age', priced.reason);
    },
    // the applicant's date of birth and gender (as the lead's code) replace the quote's
    forApplicant(details, { dob, gender }) {
      const fromApplication = new Map<string, 'dob' | 'gender'>();
      const priced = { ...details };
      if (dob) {
        priced.dob = dob;
        fromApplication.set('dob', 'dob');
      }
      const code = termGenderCode(gender);
      if (code) {
        priced.gender = code;
        fromApplication.set('gender', 'gender');
      }
      const quoted = APPLICATION_GENDER_OF_TERM_CODE[priced.gender as TermGenderCode] as string | undefined;
      const person = {
        dob: dob || (typeof priced.dob === 'string' ? priced.dob : ''),
        gender: gender || quoted || '',
      };
      return { details: priced, person, fromApplication };
    },
    cover: (_quote, recorded) => (typeof recorded.lifeCover === 'number' ? recorded.lifeCover : null),
    period: (recorded) =>
      recorded.mode === 'Monthly' ? 'month' : recorded.mode === 'Quarterly' ? 'quarter' : 'year',
  });
}
