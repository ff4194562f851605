// The inputs of a term quote read back in words, e.g. "for a 34-year-old non-smoker man, ₹1 crore till 60".
import type { TermChoice, TermPerson } from './term-price.ts';
import type { FactsInEnglish } from '../../rating/facts.ts';
import { MODAL_FACTORS, MONTHLY_MORE_PERCENT, type TermGender } from './term-rates.ts';

/** What a term quote states: the person and cover priced, and each note on the figure. */
export type TermFact =
  | {
      code: 'term-person';
      age: number;
      tobacco: 'yes' | 'no' | 'unanswered';
      gender: TermGender;
      lifeCover: number;
      coverTillAge: number;
    }
  | { code: 'tobacco-assumed' }
  | { code: 'men-rates' }
  | { code: 'monthly-factor'; factor: number; morePercent: number }
  | { code: 'quarterly-factor'; factor: number }
  | { code: 'life-estimate' };

/** The default this line's lead assumes where its form does not ask (its `inputsFromLead`). */
export type TermLeadFact = { code: 'term-list-start' };

/** ₹25 lakh, ₹1 crore, ₹1.5 crore. */
export function coverInWords(amount: number): string {
  const crore = amount / 10_000_000;
  if (crore >= 1) return `₹${Math.round(crore * 100) / 100} crore`;
  return `₹${Math.round((amount / 100_000) * 100) / 100} lakh`;
}

/** The person and cover a term quote is for, as a fact. */
export function termPersonFact(person: TermPerson, choice: TermChoice): TermFact {
  return {
    code: 'term-person',
    age: person.age,
    tobacco: person.tobacco,
    gender: person.gender,
    lifeCover: choice.lifeCover,
    coverTillAge: choice.coverTillAge,
  };
}

export function termInputsInWords(person: TermPerson, choice: TermChoice): string {
  return termFactInEnglish(termPersonFact(person, choice));
}

/** What a term quote states: who and what it is for, each assumption, the payment mode's factor. */
export function termFacts(person: TermPerson, choice: TermChoice): TermFact[] {
  const facts: TermFact[] = [termPersonFact(person, choice)];
  if (person.tobacco === 'unanswered') facts.push({ code: 'tobacco-assumed' });
  if (person.gender === 'other') facts.push({ code: 'men-rates' });
  if (choice.mode === 'Monthly')
    facts.push({
      code: 'monthly-factor',
      factor: MODAL_FACTORS.Monthly,
      morePercent: MONTHLY_MORE_PERCENT,
    });
  if (choice.mode === 'Quarterly') facts.push({ code: 'quarterly-factor', factor: MODAL_FACTORS.Quarterly });
  facts.push({ code: 'life-estimate' });
  return facts;
}

export function termAssumptions(person: TermPerson, choice: TermChoice): string[] {
  return termFacts(person, choice).map(termFactInEnglish);
}

const PEOPLE = { male: 'man', female: 'woman', other: 'person' } as const;

/** The facts of a term quote in English, as the engine wrote them before facts. */
export function termFactInEnglish(fact: TermFact): string {
  switch (fact.code) {
    case 'term-person': {
      const habit = fact.tobacco === 'yes' ? 'tobacco user' : 'non-smoker';
      return `for a ${fact.age}-year-old ${habit} ${PEOPLE[fact.gender]}, ${coverInWords(fact.lifeCover)} till ${fact.coverTillAge}`;
    }
    case 'tobacco-assumed':
      return 'Priced as a non-smoker until you tell us about tobacco use.';
    case 'men-rates':
      return "Priced at the men's rates, which insurers use when they have no other.";
    case 'monthly-factor':
      return `Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ${fact.factor}, so 12 payments come to about ${fact.morePercent}% more.`;
    case 'quarterly-factor':
      return `Each quarter costs the yearly premium × ${fact.factor}.`;
    case 'life-estimate':
      return 'An estimate until the insurer underwrites your application.';
  }
}

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const TERM_FACTS_IN_ENGLISH: FactsInEnglish<TermFact | TermLeadFact> = {
  'term-person': termFactInEnglish,
  'tobacco-assumed': termFactInEnglish,
  'men-rates': termFactInEnglish,
  'monthly-factor': termFactInEnglish,
  'quarterly-factor': termFactInEnglish,
  'life-estimate': termFactInEnglish,
  'term-list-start': () =>
    'Life cover ₹1 crore, the usual cover-till age for this age and monthly payments: the list’s starting choices, as the form does not ask them.',
};
