import { bookingQuote, type TravelBooking } from '@bimasetu/contract';
import { LINES } from '@bimasetu/contract/lines';
import * as rating from '@bimasetu/contract/rating';
import { describe, expect, it } from 'vitest';
import { lastLeadDetails } from './support/leads.ts';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp();
const { api } = test;

interface StoredQuote {
  rateVersion: string;
  inputs: Record<string, unknown>;
  assumptions: string[];
  facts: { code: string }[];
  plans: { planId: string; basePremium: number; gst: number; total: number }[];
}

/** Sends a lead carrying premiums of its own, and reads back what the server kept. */
async function keep(line: string, details: Record<string, unknown>, token?: string) {
  const forged = { premium: 1, totalPremiumMonthly: 1, serverQuote: { rateVersion: 'forged', plans: [] } };
  const answer = await api.call('POST', '/api/Insurance/AddLead', {
    token,
    body: { line, consent: true, contactPreference: 'Call', details: { ...forged, ...details } },
  });
  expect(answer.status).toBe(200);
  const stored = await lastLeadDetails<Record<string, unknown> & { serverQuote: StoredQuote }>(test);
  expect(stored.premium).toBeUndefined();
  expect(stored.totalPremiumMonthly).toBeUndefined();
  expect(stored.serverQuote.rateVersion).not.toBe('forged');
  return stored.serverQuote;
}

const totals = (quotes: readonly ({ planId: string; total: number } | null | undefined)[]) =>
  quotes.flatMap((q) => (q ? [{ planId: q.planId, total: q.total }] : []));
const keptTotals = (quote: StoredQuote) => quote.plans.map(({ planId, total }) => ({ planId, total }));

describe('a kept lead is priced by the server with the lists’ engine', () => {
  it('prices a term lead for its own age and gender at the list’s starting cover', async () => {
    // the test clock reads 01/06/2026, so a woman born 14/02/1980 is 46: cover till max(60, 61) → 65
    const quote = await keep('women-term', {
      gender: 2,
      fullName: 'Priya Nair',
      dob: '14/02/1980',
      mobileNumber: '9876500071',
      whatsapp: false,
    });
    const person = { age: 46, gender: 'female' as const, tobacco: 'unanswered' as const };
    const choice = {
      lifeCover: rating.DEFAULT_LIFE_COVER,
      coverTillAge: rating.defaultCoverTill(46),
      mode: 'Monthly' as const,
    };
    expect(choice.coverTillAge).toBe(65);
    const browser = rating.RATED_PLAN_IDS.term.map((id) => {
      const priced = rating.priceTermPlan('women-term', id, person, choice, test.clock.now());
      return priced.accepted ? priced.quote : null;
    });
    expect(quote.rateVersion).toBe(rating.TERM_RATE_VERSION);
    expect(quote.inputs).toMatchObject({
      age: 46,
      gender: 'female',
      lifeCover: 10_000_000,
      coverTillAge: 65,
    });
    expect(keptTotals(quote)).toEqual(totals(browser));
    expect(quote.plans.length).toBeGreaterThan(10);
    expect(quote.assumptions.join(' ')).toContain('non-smoker');
  });

  it('prices a term lead for the tobacco answer its form gave, with the tobacco loading', async () => {
    const lead = {
      gender: 1,
      fullName: 'Ravi Kumar',
      dob: '10/05/1990',
      mobileNumber: '9876500072',
      whatsapp: false,
    };
    const smoker = await keep('term', { ...lead, tobacco: 'yes' });
    const nonSmoker = await keep('term', { ...lead, tobacco: 'no' });
    const choice = { lifeCover: rating.DEFAULT_LIFE_COVER, coverTillAge: 60, mode: 'Monthly' as const };
    const person = { age: 36, gender: 'male' as const, tobacco: 'yes' as const };
    const browser = rating.RATED_PLAN_IDS.term.map((id) => {
      const priced = rating.priceTermPlan('term', id, person, choice, test.clock.now());
      return priced.accepted ? priced.quote : null;
    });
    expect(smoker.inputs).toMatchObject({ age: 36, tobacco: 'yes' });
    expect(nonSmoker.inputs).toMatchObject({ tobacco: 'no' });
    expect(keptTotals(smoker)).toEqual(totals(browser));
    expect(smoker.plans[0]!.total).toBeGreaterThan(nonSmoker.plans[0]!.total * 1.5);
    expect(smoker.assumptions.join(' ')).not.toContain('non-smoker');
  });

  it('prices a family health lead with four children, two sons and two daughters', async () => {
    const children = [
      { member: 'Son', age: '12 years' },
      { member: 'Son', age: '9 years' },
      { member: 'Daughter', age: '6 years' },
      { member: 'Daughter', age: '20-120 Days' },
    ];
    const quote = await keep('family-health', {
      gender: 'Female',
      members: [{ member: 'Self', age: '40 years' }, { member: 'Husband', age: '42 years' }, ...children],
      city: 'Pune',
      name: 'Kavita Nair',
      phone: '9876500073',
      medicalConditions: ['None of these'],
    });
    expect(quote.inputs.members).toEqual([
      { age: 40, child: false },
      { age: 42, child: false },
      { age: 12, child: true },
      { age: 9, child: true },
      { age: 6, child: true },
      { age: 0, child: true },
    ]);
    expect(quote.plans.length).toBeGreaterThan(0);
  });

  it('prices a family health lead for every member, a baby as 0 years', async () => {
    const quote = await keep('family-health', {
      gender: 'Male',
      members: [
        { member: 'Self', age: '40 years' },
        { member: 'Father', age: '68 years' },
        { member: 'Son', age: '4-12 Months' },
      ],
      city: 'Pune',
      name: 'Arjun Rao',
      phone: '9876500072',
      medicalConditions: ['Diabetes'],
    });
    const members = [
      { age: 40, child: false },
      { age: 68, child: false },
      { age: 0, child: true },
    ];
    // the father of 68 is past the entry age of the plans that take an eldest member up to 65
    const taken = rating.RATED_PLAN_IDS.familyHealth.filter(
      (planId) => rating.healthPlanLimit(planId, members) === undefined,
    );
    expect(taken).toEqual(['family-health-3', 'family-health-4', 'family-health-6', 'family-health-8']);
    const browser = taken.map((planId) =>
      rating.quoteHealth({
        planId,
        members,
        city: 'Pune',
        years: 1,
      }),
    );
    expect(keptTotals(quote)).toEqual(totals(browser));
    expect(quote.inputs).toMatchObject({ members, city: 'Pune', years: 1 });
    // the list's starting choice and the first plan's own facts, each kept beside its English
    expect(quote.facts).toEqual([{ code: 'health-list-start' }, ...browser[0]!.facts]);
    expect(quote.facts[1]).toMatchObject({ code: 'health-insured', adults: 2, children: 1, eldest: 68 });
    expect(quote.assumptions).toEqual(
      quote.facts.map((fact) => rating.factInEnglish(fact as rating.QuoteFact)),
    );
  });

  it('prices a car from its plate’s zone and states what the plate cannot tell', async () => {
    const quote = await keep('car', {
      vehicle: 'Car',
      registrationNumber: 'DL3CAB1234',
      mobileNumber: '9876500073',
    });
    const inputs = { kind: 'car' as const, ...rating.MOTOR_PROFILES.car, zone: 'A' as const };
    expect(quote.rateVersion).toBe(rating.MOTOR_RATE_VERSION);
    expect(keptTotals(quote)).toEqual(
      totals(rating.RATED_PLAN_IDS.car.map((id) => rating.quoteMotor(id, inputs))),
    );
    expect(quote.assumptions[0]).toContain('Maruti Suzuki Swift, 3 years old');
    expect(quote.facts.map((fact) => fact.code)).toEqual(['motor-plate', 'motor-vehicle']);
    expect(quote.assumptions).toEqual(
      quote.facts.map((fact) => rating.factInEnglish(fact as rating.QuoteFact)),
    );
  });

  it('prices a Bharat-series plate at the age its year of first registration gives', async () => {
    // the test clock reads 01/06/2026: a 22BH plate was first registered in 2022, so the car is 4 years old
    const quote = await keep('car', {
      vehicle: 'Car',
      registrationNumber: '22BH1234AB',
      mobileNumber: '9876500074',
    });
    const inputs = { kind: 'car' as const, ...rating.MOTOR_PROFILES.car, ageMonths: 48 };
    expect(quote.inputs).toMatchObject({ ageMonths: 48 });
    expect(keptTotals(quote)).toEqual(
      totals(rating.RATED_PLAN_IDS.car.map((id) => rating.quoteMotor(id, inputs))),
    );
    expect(quote.assumptions[0]).toContain('tells the year of first registration (2022)');
  });

  it('prices a new two-wheeler as new, with no bonus, and 5 years of third party', async () => {
    const quote = await keep('two-wheeler', {
      vehicle: 'Two-Wheeler',
      registrationNumber: 'NEW',
      brand: 'Honda',
      model: 'Shine',
      mobileNumber: '9876500074',
    });
    expect(quote.inputs).toMatchObject({
      modelId: 'honda-shine',
      ageMonths: 0,
      claimFreeYears: 0,
      newVehicle: true,
    });
    expect(quote.facts.map((f) => f.code)).toContain('motor-new');
    const inputs = quote.inputs as unknown as Parameters<typeof rating.quoteMotor>[1];
    const priced = rating.RATED_PLAN_IDS.twoWheeler.map((id) => rating.quoteMotor(id, inputs));
    expect(keptTotals(quote)).toEqual(totals(priced));
    // the Shine (124 cc): G.S.R. 394(E)'s 5-year single premium of ₹3,851 in every plan's total
    for (const q of priced) expect(q).toMatchObject({ thirdParty: 3851, thirdPartyYears: 5 });
  });

  it('prices a travel lead for its trip and every traveller', async () => {
    const quote = await keep('travel', {
      destinations: ['United States'],
      startDate: '2027-03-01',
      endDate: '2027-03-30',
      travellerAges: ['34', '67'],
      hasPreExistingCondition: false,
      travellersWithCondition: [],
    });
    const trip = {
      days: rating.tripDays('2027-03-01', '2027-03-30'),
      region: 'worldwide-incl-us-canada' as const,
      ages: [34, 67],
    };
    expect(quote.rateVersion).toBe(rating.TRAVEL_RATE_VERSION);
    expect(quote.inputs).toEqual(trip);
    expect(keptTotals(quote)).toEqual(
      totals(rating.RATED_PLAN_IDS.travel.map((id) => rating.quoteTravel(id, trip))),
    );
  });

  it('prices a team and a child plan from the form’s own answers', async () => {
    const team = await keep('employee-health', {
      mobile: '9876500075',
      insureOption: 'Employees and their families',
      totalEmployees: '120',
      isFirstTime: 'Buying for the first time',
      companyName: 'Sahyadri Tools',
      city: 'Pune',
    });
    expect(team.rateVersion).toBe(rating.EMPLOYEE_RATE_VERSION);
    expect(team.inputs).toEqual({ band: '51-200', coverage: 'family' });
    expect(keptTotals(team)).toEqual(
      totals(
        rating.RATED_PLAN_IDS.employee.map((id) =>
          rating.quoteEmployee(id, { band: '51-200', coverage: 'family' }),
        ),
      ),
    );
    const child = await keep('child-savings', {
      name: 'Meera Iyer',
      mobile: '9876500076',
      email: 'meera@example.in',
      city: 'Chennai',
      parentAge: '36',
      childAge: '4',
      income: '₹5 - ₹10 Lakhs',
    });
    const family = { parentAge: 36, childAge: 4, incomeBand: '₹5 - ₹10 Lakhs' };
    expect(keptTotals(child)).toEqual(totals([rating.projectChildPlan('child', family)]));
    expect(child.facts).toEqual([
      { code: 'child-saving', parentAge: 36, yearlySaving: expect.any(Number), years: 14, childAgeAtEnd: 18 },
    ]);
    expect(child.assumptions).toEqual(
      child.facts.map((fact) => rating.factInEnglish(fact as rating.QuoteFact)),
    );
  });
});

describe('a travel booking', () => {
  // the line's own example (Ravi Kumar's week in Thailand on Travel Prime), without the total it carries
  const { totalPremium: _total, ...booking } = LINES['travel-booking'].example as TravelBooking;

  it('is refused with a total that is not the engine’s, and kept with the engine’s price', async () => {
    const right = bookingQuote(booking)!.total;
    // a booking is filed by the logged-in customer whose mobile is the first traveller's
    const token = await api.login(booking.travellers[0]!.mobile);
    const wrong = await api.call('POST', '/api/Insurance/AddLead', {
      token,
      body: {
        line: 'travel-booking',
        consent: true,
        contactPreference: 'Call',
        details: { ...booking, totalPremium: right - 100 },
      },
    });
    expect(wrong.status).toBe(400);
    const quote = await keep('travel-booking', { ...booking, totalPremium: right }, token);
    expect(quote.plans).toEqual([expect.objectContaining({ planId: 'bajaj-travel-prime', total: right })]);
    expect(quote.rateVersion).toBe(rating.TRAVEL_RATE_VERSION);
  });
});
