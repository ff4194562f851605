// The renewal page says each rule's figures as the contract's RENEWAL_RULES holds them, in English and Hindi: the
// sentences are rendered with the rules and must carry their numbers, and with other figures carry those instead,
// so changing a rule in the contract changes the page.
import { RENEWAL_RULES, type RenewalFactView } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { factText, ruleText, seniorHeading, type RuleFigures } from './renewal-facts';
import en from './renewal-words';
import hi from './renewal-words.hi';

type RuleId = keyof RuleFigures;
const RULE_IDS: RuleId[] = [
  'notice',
  'grace',
  'lifeGrace',
  'portability',
  'seniorPremiumRise',
  'motorNoClaimBonus',
];

/** The figures each rule's sentence says. */
const saidFigures = (rules: RuleFigures): Record<RuleId, number[]> => ({
  notice: [rules.notice.daysBefore],
  grace: [rules.grace.monthlyDays, rules.grace.otherDays],
  lifeGrace: [rules.lifeGrace.monthlyDays, rules.lifeGrace.otherDays, rules.lifeGrace.revivalYears],
  portability: [rules.portability.closesDaysBefore, rules.portability.opensDaysBefore],
  seniorPremiumRise: [rules.seniorPremiumRise.yearlyRiseAbovePercent],
  motorNoClaimBonus: [rules.motorNoClaimBonus.lostDaysAfterExpiry],
});

/** Every figure moved by 7, none landing on another rule's figure. */
const changed: RuleFigures = {
  notice: { daysBefore: RENEWAL_RULES.notice.daysBefore + 7 },
  grace: { monthlyDays: RENEWAL_RULES.grace.monthlyDays + 7, otherDays: RENEWAL_RULES.grace.otherDays + 7 },
  lifeGrace: {
    monthlyDays: RENEWAL_RULES.lifeGrace.monthlyDays + 7,
    otherDays: RENEWAL_RULES.lifeGrace.otherDays + 7,
    revivalYears: RENEWAL_RULES.lifeGrace.revivalYears + 7,
  },
  portability: {
    opensDaysBefore: RENEWAL_RULES.portability.opensDaysBefore + 7,
    closesDaysBefore: RENEWAL_RULES.portability.closesDaysBefore + 7,
  },
  seniorPremiumRise: {
    fromAge: RENEWAL_RULES.seniorPremiumRise.fromAge + 7,
    yearlyRiseAbovePercent: RENEWAL_RULES.seniorPremiumRise.yearlyRiseAbovePercent + 7,
  },
  motorNoClaimBonus: { lostDaysAfterExpiry: RENEWAL_RULES.motorNoClaimBonus.lostDaysAfterExpiry + 7 },
};

const number = (figure: number) => new RegExp(`(^|[^0-9])${figure}([^0-9]|$)`, 'u');
const seniorFact: RenewalFactView = { code: 'senior-rise-needs-irdai-consultation', risePercent: 14 };

it('words every rule in RENEWAL_RULES', () => {
  expect([...RULE_IDS].sort()).toEqual(Object.keys(RENEWAL_RULES).sort());
});

describe.each([
  ['English', en],
  ['Hindi', hi],
])('the renewal rules in %s', (_language, words) => {
  it.each(RULE_IDS)('says %s with the contract’s figures, and with changed ones', (rule) => {
    const said = ruleText(words, rule);
    for (const figure of saidFigures(RENEWAL_RULES)[rule]) expect(said).toMatch(number(figure));
    const saidChanged = ruleText(words, rule, changed);
    for (const figure of saidFigures(changed)[rule]) expect(saidChanged).toMatch(number(figure));
    for (const figure of saidFigures(RENEWAL_RULES)[rule]) expect(saidChanged).not.toMatch(number(figure));
  });

  it('flags a senior’s rise with the contract’s age and percentage, and with changed ones', () => {
    const { fromAge, yearlyRiseAbovePercent } = RENEWAL_RULES.seniorPremiumRise;
    expect(seniorHeading(words)).toMatch(number(yearlyRiseAbovePercent));
    expect(factText(words, seniorFact)).toMatch(number(fromAge));
    expect(factText(words, seniorFact)).toMatch(number(yearlyRiseAbovePercent));
    const other = changed.seniorPremiumRise;
    expect(seniorHeading(words, changed)).toMatch(number(other.yearlyRiseAbovePercent));
    expect(seniorHeading(words, changed)).not.toMatch(number(yearlyRiseAbovePercent));
    const text = factText(words, seniorFact, changed);
    expect(text).toMatch(number(other.fromAge));
    expect(text).toMatch(number(other.yearlyRiseAbovePercent));
    expect(text).not.toMatch(number(fromAge));
    expect(text).not.toMatch(number(yearlyRiseAbovePercent));
  });
});

it('says the English rules as the page always has, with today’s figures', () => {
  expect(RULE_IDS.map((rule) => ruleText(en, rule))).toEqual([
    'The insurer reminds you at least 30 days before the renewal falls due.',
    'Grace: 15 days for monthly premiums, 30 days for others; renewed within it, cover continues.',
    'Grace for a life policy: 15 days for monthly premiums, 30 days for quarterly, half-yearly and yearly ones. If the premium is still unpaid after that, the policy lapses, but you can revive it within 5 years of the first unpaid premium.',
    'Ask the new insurer to port at least 45 and at most 60 days before the renewal date.',
    'An insurer consults IRDAI before raising a senior citizen’s health premium by more than 10% a year.',
    'The no-claim bonus is lost when a motor policy is renewed more than 90 days after it expired.',
  ]);
  expect(seniorHeading(en)).toBe('A rise over 10% for a senior citizen');
  expect(factText(en, seniorFact)).toBe(
    'The premium rises 14% for someone aged 60 or more: an insurer must consult IRDAI before raising a senior citizen’s premium by more than 10% a year. Ask your insurer for the reason.',
  );
});

describe('a bundled first policy renewed for own damage alone', () => {
  const fact: RenewalFactView = { code: 'third-party-in-force', thirdPartyYears: 3, yearsLeft: 2 };
  it('says why no third party is charged and how long it still runs, in English and Hindi', () => {
    expect(factText(en, fact)).toBe(
      'Own damage only: your first policy paid third-party cover for 3 years, and 2 years are still to run.',
    );
    expect(factText(hi, fact)).toBe(
      'सिर्फ़ ओन-डैमेज: आपकी पहली पॉलिसी में 3 साल का थर्ड-पार्टी कवर दिया जा चुका है, और उसके 2 साल अभी बाकी हैं।',
    );
    expect(factText(en, { ...fact, yearsLeft: 1 })).toMatch(/1 year is still to run/);
  });
});
