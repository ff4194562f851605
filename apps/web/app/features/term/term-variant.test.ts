// Every term plan in the catalogue (term, NRI, women) shows the variant it is priced as: term cover to the chosen
// age, regular pay in the chosen instalment, the chosen cover as one lump sum, no refund; its other variants are
// named as the insurer's, never priced (docs/spec-deviations.md, "Term plans show the variant we price").
import { MODAL_FACTORS, priceTermPlan, type TermLine } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { termPlans, type TermPlan, type TermVariant } from './term-plan';
import { DEFAULT_TERM_BAR, NO_TERM_FILTERS, selectTermPlans, type TermBar } from './term-plan-filters';
import { TERM_VARIANT_FACTS, termVariantFact } from './term-variant';

const TODAY = new Date(2026, 10, 22);
const en = loadedWords('en').termList!;
const hi = loadedWords('hi').termList!;
const enDetails = loadedWords('en').termDetails!;
const hiDetails = loadedWords('hi').termDetails!;
const bars: TermBar[] = [
  { ...DEFAULT_TERM_BAR, billing: 'Monthly', lifeCover: 10_000_000, coverTill: 60 },
  { ...DEFAULT_TERM_BAR, billing: 'Yearly', lifeCover: 5_000_000, coverTill: 75, tobacco: 'yes' },
];
const lists: [TermLine, readonly TermPlan[], 'male' | 'female'][] = [
  ['term', termPlans('term'), 'male'],
  ['nri-term', termPlans('nri-term'), 'male'],
  ['women-term', termPlans('women-term'), 'female'],
];
// the also-offered variants as English says them, written out here so a wrong word fails
const VARIANT_NAMES: Record<TermVariant, string> = {
  'whole-life': 'Whole life',
  'limited-pay': 'Limited pay',
  'single-pay': 'Single pay',
  'full-refund': 'Full refund of premium',
  'partial-refund': 'Partial refund of premium',
};

describe.each(lists)('every %s plan shows the variant it is priced as', (line, plans, gender) => {
  it.each(bars)('for $billing instalments, $lifeCover till $coverTill', (bar) => {
    const person = { age: 35, gender };
    const { shown, leftOut } = selectTermPlans(plans, NO_TERM_FILTERS, bar, line, person, TODAY);
    expect(shown.length + leftOut.length).toBe(16);
    expect(shown.length).toBeGreaterThan(10);
    for (const priced of shown) {
      const { plan, choice, quote } = priced;
      // the choice it says back is the one the engine priced, and the bar's
      expect(choice).toEqual({ lifeCover: bar.lifeCover, coverTillAge: bar.coverTill, mode: bar.billing });
      const again = priceTermPlan(line, plan.id, { ...person, tobacco: bar.tobacco }, choice, TODAY);
      if (!again.accepted) throw new Error(`${plan.name}: ${again.reason}`);
      expect(again.quote).toEqual(quote);
      // a level, regular premium: each instalment is the yearly premium × the instalment's factor
      expect(quote.basePremium).toBe(Math.round(again.yearly * MODAL_FACTORS[bar.billing]));

      const said = Object.fromEntries(
        TERM_VARIANT_FACTS.map((f) => [f, termVariantFact(en, enDetails, priced, f)]),
      );
      expect(said.planType).toBe(`Term, cover till age ${bar.coverTill}`);
      expect(said.premiumPayment).toBe(
        `Regular pay: every ${bar.billing === 'Monthly' ? 'month' : 'year'} until cover ends`,
      );
      expect(said.payout).toBe(`${en.coverShort(bar.lifeCover)} as one lump sum to your nominee`);
      expect(said.refund).toBe('No refund: pure protection');
      for (const text of [said.planType, said.premiumPayment, said.payout])
        expect(text).not.toMatch(/whole life|single pay|limited pay/i);
      expect(said.alsoOffered).toBe(
        plan.alsoOffers.length === 0
          ? 'None listed'
          : `${plan.alsoOffers.map((v) => VARIANT_NAMES[v]).join(', ')}: also offered by the insurer; ask an adviser for its premium`,
      );
      // what the plan's details say agrees: premiums for the whole term, nothing back at the end
      expect(plan.planDetails).toContain('pay-full-term');
      expect(plan.planDetails).toContain('no-refund');
      const details = plan.planDetails.map((line) => enDetails.planDetailLines[line]).join(' ');
      expect(details).toContain('Premium paying term: the full policy term.');
      expect(details).toContain('No Refund — pure protection at the lowest price.');
      expect(details).not.toMatch(/10 years|single payment|refund of premium at the end/);

      // and the Hindi words say the same facts
      expect(termVariantFact(hi, hiDetails, priced, 'planType')).toBe(
        `टर्म, ${bar.coverTill} साल की उम्र तक कवर`,
      );
      expect(termVariantFact(hi, hiDetails, priced, 'premiumPayment')).toContain(
        bar.billing === 'Monthly' ? 'हर महीने' : 'हर साल',
      );
      expect(termVariantFact(hi, hiDetails, priced, 'payout')).toContain(hi.coverShort(bar.lifeCover));
    }
  });
});
