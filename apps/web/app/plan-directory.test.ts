// The server names a plan from the contract's plan directory; every plan list of the web app must agree with it,
// so the tracker, the adviser's view and the card a customer clicked all say the same plan and insurer.
import { HEALTH_PLAN_RATES, planEntry, planIdsOf, TERM_LIFE_COVERS } from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { readHandover } from './features/application/application-handover';
import { LIFE_COVER_CHOICES } from './features/term/term-plan-filters';
import { priceHealthPlans, type HealthLine } from './features/health/health-list-inputs';
import { applicationHref, type QuoteHandover, type QuoteLine } from './lib/quote-handover';
import { CHILD_PLANS } from './features/child-savings/child-plans';
import { EMPLOYEE_PLAN_INFO, EMPLOYEE_PLANS } from './features/employee/employee-plans';
import { FAMILY_HEALTH_PLANS } from './features/health/family-health-plans.data';
import { HEALTH_PLANS } from './features/health/health-plans.data';
import { CAR_PLANS } from './features/motor/car-plans.data';
import { TWO_WHEELER_PLANS } from './features/motor/two-wheeler-plans.data';
import { TRAVEL_COVERS, TRAVEL_PLANS } from './features/travel/travel-plans';
import { HOME_PLANS } from '@bimasetu/contract/lines/home';
import { termPlans } from '~/features/term/term-plan';

const NRI_TERM_PLANS = termPlans('nri-term');
const TERM_PLANS = termPlans('term');
const WOMEN_TERM_PLANS = termPlans('women-term');

const insurerOf = (rateId: string) => HEALTH_PLAN_RATES[rateId]!.insurer;

const lists = {
  term: TERM_PLANS.map((p) => [`term-${p.id}`, p.name, p.insurer]),
  'nri-term': NRI_TERM_PLANS.map((p) => [`nri-term-${p.id}`, p.name, p.insurer]),
  'women-term': WOMEN_TERM_PLANS.map((p) => [`women-term-${p.id}`, p.name, p.insurer]),
  // a health list's insurer is its rate table's (priceHealthPlans)
  health: HEALTH_PLANS.map((p) => [`health-${p.id}`, p.planName, insurerOf(`health-${p.id}`)]),
  'family-health': FAMILY_HEALTH_PLANS.map((p) => [
    `family-health-${p.id}`,
    p.planName,
    insurerOf(`family-health-${p.id}`),
  ]),
  // the motor, travel and employee lists are named from the directory itself (motorPlansOf, TRAVEL_PLANS,
  // EMPLOYEE_PLANS): what these rows prove is that they read it whole, in order, and travel's card splits each
  // name into its insurer and the rest without losing a word
  car: CAR_PLANS.map((p) => [`car-${p.id}`, p.name, p.logo]),
  'two-wheeler': TWO_WHEELER_PLANS.map((p) => [`two-wheeler-${p.id}`, p.name, p.logo]),
  travel: TRAVEL_PLANS.map((p) => [p.id, `${p.name} ${p.plan}`, p.name]),
  'employee-health': EMPLOYEE_PLANS.map((p) => [p.id, p.name, p.insurer]),
  'child-savings': CHILD_PLANS.map((p) => [p.id, `${p.company} ${p.fund}`, p.company]),
} as const;

describe('the contract’s plan directory', () => {
  it.each(Object.entries(lists))('names every %s plan as its list does, and no other', (line, plans) => {
    const key = line as keyof typeof lists;
    for (const [id, name, insurer] of plans)
      expect(planEntry(key, String(id)), id).toEqual({ name, insurer });
    expect(planIdsOf(key)).toEqual(plans.map(([id]) => id));
  });

  // The web keeps only what a card shows beside the name, keyed by plan id; a plan the directory gained without it,
  // or a presentation left behind for a plan the directory dropped, would be a card missing or one never shown.
  it.each([
    ['travel', TRAVEL_COVERS],
    ['travel-booking', TRAVEL_COVERS],
    ['employee-health', EMPLOYEE_PLAN_INFO],
  ] as const)('has every %s plan the web presents, and the web presents every one', (line, presentation) => {
    expect(Object.keys(presentation).sort()).toEqual(planIdsOf(line).sort());
  });

  it('names each travel plan beyond its insurer', () => {
    for (const p of TRAVEL_PLANS) expect(p.plan.trim(), p.id).not.toBe('');
  });

  it('knows no plan of one line under another', () => {
    expect(planEntry('term', 'health-1')).toBeUndefined();
    expect(planEntry('term', '1')).toBeUndefined();
    expect(planEntry('nri-term', 'term-1')).toBeUndefined();
    expect(planEntry('health', 'toString')).toBeUndefined();
  });
});

// Each list's buying button builds its hand-over as below (term-plan-list, health-plan-list with the rate id
// priceHealthPlans gives, motor-plan-list, child-plan-list, employee-plan-list, home-plan-list); the server prices
// the application only if planEntry knows the plan id and quoteChoiceSchemas takes the choices.
const TERM_CHOICES = { lifeCover: 10_000_000, coverTillAge: 60, tobacco: 'no', mode: 'Monthly' } as const;
const MOTOR = { modelId: 'maruti-swift', ageMonths: 36, zone: 'A', claimFreeYears: 0 } as const;
type Button = Pick<QuoteHandover, 'planId' | 'choices'>;
const termButtons = (line: 'term' | 'nri-term' | 'women-term', plans: typeof TERM_PLANS): Button[] =>
  plans.map((p) => ({ planId: `${line}-${p.id}`, choices: TERM_CHOICES }));
const healthButtons = (line: HealthLine, plans: typeof HEALTH_PLANS): Button[] => {
  const inputs = {
    members: [{ age: 30, child: false }],
    city: 'Pune',
    conditions: [],
    coverLakh: null,
    years: 1,
    fromVisitor: true,
  };
  const { priced } = priceHealthPlans(line, plans, inputs);
  expect(priced).toHaveLength(plans.length);
  return priced.map((plan) => ({ planId: plan.rateId, choices: { coverLakh: 10, years: 1 } }));
};
const buttons: Record<Exclude<QuoteLine, 'travel'>, Button[]> = {
  term: termButtons('term', TERM_PLANS),
  'nri-term': termButtons('nri-term', NRI_TERM_PLANS),
  'women-term': termButtons('women-term', WOMEN_TERM_PLANS),
  health: healthButtons('health', HEALTH_PLANS),
  'family-health': healthButtons('family-health', FAMILY_HEALTH_PLANS),
  car: CAR_PLANS.map((p) => ({ planId: `car-${p.id}`, choices: MOTOR })),
  'two-wheeler': TWO_WHEELER_PLANS.map((p) => ({
    planId: `two-wheeler-${p.id}`,
    choices: { ...MOTOR, modelId: 'honda-activa-6g' },
  })),
  'child-savings': CHILD_PLANS.map((p) => ({ planId: p.id, choices: { yearlyPremium: 120000 } })),
  'employee-health': EMPLOYEE_PLANS.map((p) => ({ planId: p.id, choices: { coverage: 'employees' } })),
  // the home list is the directory's own table
  home: Object.keys(HOME_PLANS).map((id) => ({ planId: id })),
};

describe('the plan id a buying button sends', () => {
  it.each(Object.entries(buttons))('is one the server knows for every %s plan', (line, sent) => {
    const key = line as keyof typeof buttons;
    expect(sent.map((b) => b.planId)).toEqual(planIdsOf(key));
    for (const button of sent) {
      const href = applicationHref({ line: key, planName: 'x', insurer: 'y', ...button });
      const read = readHandover(new URL(href, 'https://x.test').searchParams);
      // the choices pass the server's own schema, or the form would not take the hand-over
      expect(read, button.planId).toMatchObject(button);
      expect(planEntry(key, read?.planId ?? ''), read?.planId).toBeDefined();
    }
  });

  it('a travel booking sends its plan’s own id, which the server knows', () => {
    for (const plan of TRAVEL_PLANS) expect(planEntry('travel-booking', plan.id), plan.id).toBeDefined();
  });

  it('the term list’s covers are the ones the server accepts with an application', () => {
    expect(LIFE_COVER_CHOICES.map((c) => c.value)).toEqual(TERM_LIFE_COVERS);
  });
});
