// The inputs of a term quote read back in words, e.g. "for a 34-year-old non-smoker man, ₹1 crore till 60".
import type { TermChoice, TermPerson } from './term.ts';
import { MODAL_FACTORS } from './term-rates.ts';

/** ₹25 lakh, ₹1 crore, ₹1.5 crore. */
export function coverInWords(amount: number): string {
  const crore = amount / 10_000_000;
  if (crore >= 1) return `₹${Math.round(crore * 100) / 100} crore`;
  return `₹${Math.round((amount / 100_000) * 100) / 100} lakh`;
}

const PEOPLE = { male: 'man', female: 'woman', other: 'person' } as const;

export function termInputsInWords(person: TermPerson, choice: TermChoice): string {
  const habit = person.tobacco === 'yes' ? 'tobacco user' : 'non-smoker';
  return `for a ${person.age}-year-old ${habit} ${PEOPLE[person.gender]}, ${coverInWords(choice.lifeCover)} till ${choice.coverTillAge}`;
}

export function termAssumptions(person: TermPerson, choice: TermChoice): string[] {
  const said = [termInputsInWords(person, choice)];
  if (person.tobacco === 'unanswered')
    said.push('Priced as a non-smoker until you tell us about tobacco use.');
  if (person.gender === 'other')
    said.push("Priced at the men's rates, which insurers use when they have no other.");
  if (choice.mode === 'Monthly')
    said.push(
      `Monthly is not the yearly premium ÷ 12: each month costs the yearly premium × ${MODAL_FACTORS.Monthly}, so 12 payments come to about ${Math.round((MODAL_FACTORS.Monthly * 12 - 1) * 1000) / 10}% more.`,
    );
  if (choice.mode === 'Quarterly')
    said.push(`Each quarter costs the yearly premium × ${MODAL_FACTORS.Quarterly}.`);
  said.push('An estimate until the insurer underwrites your application.');
  return said;
}
