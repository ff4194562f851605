import {
  EMPLOYEE_BUYING_STATUSES,
  EMPLOYEE_INSURE_OPTIONS,
  LEAD_CITY_LIST,
  NO_CONDITION,
  apiMessages,
  bookingQuote,
} from '@bimasetu/contract';
import { LINES } from '@bimasetu/contract/lines';
import * as rating from '@bimasetu/contract/rating';
import { beforeEach, describe, expect, it } from 'vitest';
import { ashaHealthQuote, listedHealthQuote } from './support/health-quote.ts';
import { useTestApp } from './support/test-app.ts';
import { primeBooking } from './support/travel-booking.ts';

const ASHA = '9876500041';
const RAVI = '9876500042';
const test = useTestApp();
const { api } = test;

const application = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  dob: '12/03/1990',
  gender: 'Female',
  maritalStatus: 'Married',
  nationality: 'Indian',
  pan: 'abcde1234f',
  aadhaar: '123412341234',
  address: '12 MG Road, Pune',
  phone: ASHA,
  email: 'asha@example.in',
  nomineeName: '',
  nomineeRelation: '',
  nomineeDob: '',
  policyType: 'Health',
  sumAssured: '1000000',
  policyTerm: '1',
  paymentFrequency: 'Yearly',
  occupation: 'Salaried',
  income: '1200000',
  employer: 'Infosys',
  lifestyle: 'Non-smoker',
  existingIllness: 'None',
  familyHistory: 'Diabetes (father)',
  // A health application leaves the vehicle questions blank.
  ...Object.fromEntries(
    ['vehicleType', 'brand', 'model', 'fuelType', 'variant', 'regYear', 'regMonth'].map((field) => [
      field,
      '',
    ]),
  ),
  commercialActivity: '',
  ...overrides,
});

const tokens = { asha: '', ravi: '' };
beforeEach(async () => {
  tokens.asha = await api.login(ASHA);
  tokens.ravi = await api.login(RAVI);
});

/** Sent with Asha's token unless another (or null: none) is given. */
const submit = (body: unknown, token: string | null = tokens.asha) =>
  api.call<{ result: { id: number; status: string; reference: string } }>(
    'POST',
    '/api/Insurance/AddInsuranceRequest',
    { body, token: token ?? undefined },
  );

interface Tracked {
  id: number;
  kind: string;
  reference: string;
  policyType: string;
  planName: string;
  insurer: string;
  premium: number | null;
  premiumPeriod: string | null;
  requiredLoanAmount: string;
  createdOn: string;
  status: string;
  remarks: string;
  revisedPremium: number | null;
}
const myRequests = (token: string, mobile: string) =>
  api.call<Tracked[]>('GET', `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${mobile}`, { token });
const myRequest = (token: string | undefined, reference: string) =>
  api.call<{ result: Tracked & Record<string, unknown> }>(
    'GET',
    `/api/Insurance/GetMyRequest?reference=${encodeURIComponent(reference)}`,
    { token },
  );

/** Asha's term quote as the term form keeps it: born 12/03/1990, so 36 on the test clock's 01/06/2026. */
const termQuote = (overrides: Record<string, unknown> = {}) => ({
  line: 'term',
  planId: 'term-1',
  details: { gender: 1, fullName: 'Asha Verma', dob: '12/03/1990', mobileNumber: ASHA, whatsapp: false },
  ...overrides,
});

/** What the term list shows a 36-year-old woman for plan 1 at its starting choices. */
function listedTermPremium(now: Date) {
  const person = { age: 36, gender: 'male' as const, tobacco: 'unanswered' as const };
  const choice = {
    lifeCover: rating.DEFAULT_LIFE_COVER,
    coverTillAge: rating.defaultCoverTill(36),
    mode: 'Monthly' as const,
  };
  const priced = rating.priceTermPlan('term', 1, person, choice, now);
  if (!priced.accepted) throw new Error('plan 1 should accept a 36-year-old');
  return priced.quote;
}

const booking = (mobile = ASHA) => {
  const details = primeBooking({ mobile });
  return { ...details, totalPremium: bookingQuote(details)!.total };
};
const book = (token: string | undefined, details: Record<string, unknown> = booking()) =>
  api.call<{ result: { reference: string } }>('POST', '/api/Insurance/AddLead', {
    token,
    body: { line: 'travel-booking', consent: true, contactPreference: 'Call', details },
  });

const REFERENCE = /^BS-[A-HJ-NP-Z2-9]{8}$/;

describe('POST /api/Insurance/AddInsuranceRequest', () => {
  it('files a logged-in customer’s application under their phone with a reference and status Submitted', async () => {
    const submittedAt = test.clock.now().toISOString();
    const answer = await submit(application());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isSuccess: true, result: { status: 'Submitted' } });
    expect(answer.body.result.reference).toMatch(REFERENCE);
    const list = await myRequests(tokens.asha, ASHA);
    expect(list.body).toEqual([
      {
        id: answer.body.result.id,
        kind: 'application',
        reference: answer.body.result.reference,
        policyType: 'Health',
        createdOn: submittedAt,
        requiredLoanAmount: '1000000',
        status: 'Submitted',
        remarks: '',
        planName: '',
        insurer: '',
        premium: null,
        premiumPeriod: null,
        revisedPremium: null,
      },
    ]);
  });

  it('keeps what a term insurer asks before issuing: education, height, weight, nominee and address', async () => {
    const asked = {
      policyType: 'Term',
      education: 'Graduate',
      heightCm: '172',
      weightKg: '68',
      nomineeName: 'Ravi Verma',
      nomineeRelation: 'Spouse',
      nomineeDob: '02/03/1988',
    };
    const answer = await submit(application(asked));
    expect(answer.status).toBe(200);
    const row = await test.db
      .selectFrom('insurance_requests')
      .select('application')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.application)).toMatchObject({ ...asked, address: '12 MG Road, Pune' });
  });

  it('refuses an anonymous application with 401 and writes nothing', async () => {
    const answer = await submit(application(), null);
    expect(answer).toEqual({ status: 401, body: { isSuccess: false, message: apiMessages.unauthorized } });
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });

  it('refuses an application for a phone that is not the caller’s with a clear 403', async () => {
    const answer = await submit(application({ phone: RAVI }));
    expect(answer).toEqual({
      status: 403,
      body: { isSuccess: false, message: apiMessages.applicationPhoneNotYours },
    });
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });

  it('prices the plan it was opened from itself and ignores a premium the browser sent', async () => {
    const forged = { premium: 1, totalPremium: 1, serverQuote: { premium: 1 } };
    const answer = await submit(
      application({
        policyType: 'Term',
        gender: 'Male',
        sumAssured: '',
        premium: 1,
        quote: termQuote({ premium: 1, details: { ...termQuote().details, ...forged } }),
      }),
    );
    expect(answer.status).toBe(200);
    const row = await test.db.selectFrom('insurance_requests').selectAll().executeTakeFirstOrThrow();
    const listed = listedTermPremium(test.clock.now());
    const quote = JSON.parse(row.quote);
    expect(quote).toMatchObject({
      line: 'term',
      planId: 'term-1',
      planName: 'HDFC Life Click 2 Protect Supreme',
      insurer: 'HDFC Life',
      rateVersion: rating.TERM_RATE_VERSION,
      premium: listed.total,
      basePremium: listed.basePremium,
      cover: 10_000_000,
    });
    expect(quote.inputs).toMatchObject({ age: 36, gender: 'male', lifeCover: 10_000_000, mode: 'Monthly' });
    expect(quote.assumptions.join(' ')).toContain('non-smoker');
    expect(row.quote).not.toContain('"premium":1,');
    expect(quote.details.premium).toBeUndefined();
    expect(quote.details.serverQuote).toBeUndefined();
    expect(JSON.parse(row.application).premium).toBeUndefined();
    expect(row).toMatchObject({
      reference: answer.body.result.reference,
      plan_id: 'term-1',
      plan_name: 'HDFC Life Click 2 Protect Supreme',
      insurer: 'HDFC Life',
      sum_assured: '10000000',
    });
    const [item] = (await myRequests(tokens.asha, ASHA)).body;
    expect(item).toMatchObject({
      planName: 'HDFC Life Click 2 Protect Supreme',
      insurer: 'HDFC Life',
      premium: listed.total,
      premiumPeriod: 'month',
      requiredLoanAmount: '10000000',
    });
  });

  it('keeps a health plan’s own cover as the amount', async () => {
    const answer = await submit(
      application({
        quote: ashaHealthQuote(ASHA),
      }),
    );
    expect(answer.status).toBe(200);
    const [item] = (await myRequests(tokens.asha, ASHA)).body;
    const expected = listedHealthQuote(36);
    expect(item).toMatchObject({
      planName: 'Care Supreme',
      insurer: 'Care Health',
      premium: expected.total,
      premiumPeriod: 'year',
      requiredLoanAmount: String(rating.HEALTH_PLAN_RATES['health-4']!.listedCoverLakh * 100_000),
    });
  });

  it.each([
    [{ planId: 'health-1' }, apiMessages.unknownPlan],
    [{ planId: 'term-99' }, apiMessages.unknownPlan],
    [
      { line: 'pet' },
      'quote.line: must be one of: term, nri-term, women-term, health, family-health, car, two-wheeler, travel, child-savings, employee-health, home',
    ],
    [
      { details: { ...termQuote().details, dob: '1990-03-12' } },
      'quote.details.dob: Enter DOB in DD/MM/YYYY format',
    ],
  ])('refuses a quote %j with 400 naming the field', async (change, message) => {
    const answer = await submit(application({ policyType: 'Term', quote: termQuote(change) }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ isSuccess: false, message });
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a plan the details do not qualify for (past its entry age)', async () => {
    const answer = await submit(
      application({
        policyType: 'Term',
        // 62 on the test clock: plan 14 takes people up to 60 only (the applicant's own age is what is priced)
        dob: '12/03/1964',
        gender: 'Male',
        quote: termQuote({ planId: 'term-14', details: { ...termQuote().details, dob: '12/03/1964' } }),
      }),
    );
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message: apiMessages.planNotOffered } });
  });

  it('keeps the Aadhaar number out of the stored application, encrypted on its own', async () => {
    await submit(application({ plan: 'Care Supreme' }));
    const row = await test.db.selectFrom('insurance_requests').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.application).plan).toBe('Care Supreme');
    expect(row.application).not.toContain('123412341234');
    expect(row.aadhaar_enc).not.toContain('123412341234');
    expect(JSON.parse(row.application).pan).toBe('ABCDE1234F');
  });

  it('accepts a motor application with registration details', async () => {
    const year = String(new Date().getFullYear() - 3);
    const answer = await submit(
      application({
        policyType: 'Motor Insurance',
        vehicleType: '4 Wheeler',
        brand: 'Maruti',
        model: 'Swift',
        fuelType: 'Petrol',
        variant: 'VXi',
        regYear: year,
        regMonth: 'March',
        commercialActivity: 'No',
      }),
    );
    expect(answer.status).toBe(200);
  });

  it.each([
    [{ fullName: 'A'.repeat(26) }, 'fullName: must be at most 25 characters'],
    [{ fullName: '' }, 'fullName: is required'],
    [{ phone: '98765' }, 'phone: must be exactly 10 digits'],
    [{ sumAssured: '1234567890123' }, 'sumAssured: must be digits only, at most 12'],
    [{ income: '12,00,000' }, 'income: must be digits only, at most 12'],
    [{ pan: 'ABCDE12345' }, 'pan: must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)'],
    [{ dob: '1990-03-12' }, 'dob: must be a real date written dd/mm/yyyy'],
    [{ policyType: 'Pet' }, 'policyType: must be one of: Life, Term, Health, Motor Insurance, Home'],
    [{ employer: 'x'.repeat(101) }, 'employer: must be at most 100 characters'],
    [{ regYear: '1950' }, 'regYear: must be a year from the last 30 years'],
    [{ heightCm: '1720' }, 'heightCm: must be at most 3 characters'],
    [{ heightCm: '17' }, 'heightCm: must be a whole number of centimetres from 100 to 250'],
    [{ weightKg: '72.5' }, 'weightKg: must be at most 3 characters'],
    [{ weightKg: '300' }, 'weightKg: must be a whole number of kilograms from 20 to 250'],
    [
      { education: 'PhD' },
      'education: must be one of: Below 10th, 10th pass, 12th pass, Diploma, Graduate, Post-graduate',
    ],
  ])('refuses %j with 400 and writes nothing', async (change, message) => {
    const answer = await submit(application(change));
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message } });
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });
});

describe('an application’s quote with the list’s choices', () => {
  const ADULT = [{ member: 'Self', age: '36 years' }];
  const healthDetails = {
    gender: 'Female',
    members: ADULT,
    city: 'Pune',
    name: 'Asha Verma',
    phone: ASHA,
    medicalConditions: [NO_CONDITION],
  };
  const carDetails = { vehicle: 'Car', registrationNumber: 'MH12AB1234', mobileNumber: ASHA };
  /** A child family as the list leaves it (no name, mobile, email or city): the application gives its contact. */
  const childQuote = {
    line: 'child-savings',
    planId: 'hdfc-life-sanchay',
    details: { parentAge: '36', childAge: '4', income: '₹10 - ₹20 Lakhs', name: 'Asha Verma', mobile: ASHA },
  };
  const stored = async () =>
    JSON.parse((await test.db.selectFrom('insurance_requests').selectAll().executeTakeFirstOrThrow()).quote);

  it('prices a term plan at the cover, cover-till age, tobacco answer and mode the card was priced with', async () => {
    const choices = { lifeCover: 5_000_000, coverTillAge: 70, tobacco: 'yes', mode: 'Yearly' } as const;
    const answer = await submit(
      application({ policyType: 'Term', gender: 'Male', quote: termQuote({ choices }) }),
    );
    expect(answer.status).toBe(200);
    const person = { age: 36, gender: 'male' as const, tobacco: 'yes' as const };
    const card = rating.priceTermPlan('term', 1, person, { ...choices }, test.clock.now());
    if (!card.accepted) throw new Error('plan 1 should accept these choices');
    expect(card.quote.total).not.toBe(listedTermPremium(test.clock.now()).total);
    const quote = await stored();
    expect(quote).toMatchObject({ premium: card.quote.total, cover: 5_000_000, choices });
    expect(quote.inputs).toMatchObject({
      tobacco: 'yes',
      lifeCover: 5_000_000,
      coverTillAge: 70,
      mode: 'Yearly',
    });
    const [item] = (await myRequests(tokens.asha, ASHA)).body;
    expect(item).toMatchObject({
      premium: card.quote.total,
      premiumPeriod: 'year',
      requiredLoanAmount: '5000000',
    });
  });

  it('prices a health plan at the chosen cover and years', async () => {
    const choices = { coverLakh: 25, years: 2 };
    const answer = await submit(
      application({ quote: { line: 'health', planId: 'health-4', details: healthDetails, choices } }),
    );
    expect(answer.status).toBe(200);
    const members = [{ age: 36, child: false }];
    const card = rating.quoteHealth({ planId: 'health-4', members, city: 'Pune', ...choices })!;
    const listed = rating.quoteHealth({ planId: 'health-4', members, city: 'Pune', years: 1 })!;
    expect(card.total).not.toBe(listed.total);
    expect(await stored()).toMatchObject({ premium: card.total, cover: 2_500_000 });
    const [item] = (await myRequests(tokens.asha, ASHA)).body;
    // a two-year policy's premium is for both years, and says so
    expect(item).toMatchObject({
      premium: card.total,
      premiumPeriod: 'policy',
      requiredLoanAmount: '2500000',
    });
  });

  it('prices a car at the model, age, zone and claim-free years the list was set to', async () => {
    const choices = { modelId: 'tata-nexon', ageMonths: 24, zone: 'B', claimFreeYears: 2 } as const;
    const answer = await submit(
      application({
        policyType: 'Motor Insurance',
        quote: { line: 'car', planId: 'car-2', details: carDetails, choices },
      }),
    );
    expect(answer.status).toBe(200);
    const card = rating.quoteMotor('car-2', { kind: 'car', ...choices })!;
    const plate = rating.quoteMotor('car-2', { kind: 'car', ...rating.MOTOR_PROFILES.car, zone: 'A' })!;
    expect(card.total).not.toBe(plate.total);
    expect(await stored()).toMatchObject({ premium: card.total, cover: card.idv, choices });
    // the engine's facts are kept and returned beside their English, the list's choices first
    const facts: rating.QuoteFact[] = [{ code: 'list-choices' }, ...card.facts];
    expect(await stored()).toMatchObject({ facts, assumptions: facts.map(rating.factInEnglish) });
    const [item] = (await myRequests(tokens.asha, ASHA)).body;
    const detail = await myRequest(tokens.asha, item!.reference);
    expect(detail.body.result.quote).toMatchObject({ facts, inputsInWords: facts.map(rating.factInEnglish) });
  });

  it('shows a quote kept before its engine stated facts in its English, as kept', async () => {
    const answer = await submit(
      application({
        quote: {
          line: 'health',
          planId: 'health-4',
          details: healthDetails,
          choices: { coverLakh: 25, years: 2 },
        },
      }),
    );
    expect(answer.status).toBe(200);
    const kept = await stored();
    expect(kept.facts.map((fact: { code: string }) => fact.code)).toEqual(['list-choices', 'health-insured']);
    const detailOf = async () =>
      (await myRequest(tokens.asha, answer.body.result.reference)).body.result.quote;
    expect(await detailOf()).toMatchObject({ facts: kept.facts, inputsInWords: kept.assumptions });
    // as the health engine kept it until it stated facts: the lead's default as a fact, its own as a sentence
    const before = { ...kept, facts: kept.facts.slice(0, 1) };
    await test.db
      .updateTable('insurance_requests')
      .set({ quote: JSON.stringify(before) })
      .execute();
    const old = await detailOf();
    expect(old).toMatchObject({ inputsInWords: kept.assumptions });
    expect(old).not.toHaveProperty('facts');
    // and before any facts
    const { facts: _facts, ...older } = kept;
    await test.db
      .updateTable('insurance_requests')
      .set({ quote: JSON.stringify(older) })
      .execute();
    expect(await detailOf()).not.toHaveProperty('facts');
  });

  it('prices a child plan at the yearly premium picked on the list, for a family entered there (no city)', async () => {
    const choices = { yearlyPremium: 50_000 };
    const answer = await submit(application({ policyType: 'Life', quote: { ...childQuote, choices } }));
    expect(answer.status).toBe(200);
    // Asha, born 12/03/1990, is 36 on the test clock's day; the ₹10-20 lakh band alone would save ₹1,20,000
    const family = { parentAge: 36, childAge: 4, incomeBand: '₹10 - ₹20 Lakhs' };
    const card = rating.projectChildPlan('child', { ...family, ...choices })!;
    const band = rating.projectChildPlan('child', family)!;
    expect(band.total).toBe(120_000);
    expect(await stored()).toMatchObject({
      premium: 50_000,
      basePremium: card.basePremium,
      gst: 0,
      planName: 'HDFC Life Discovery Fund',
      insurer: 'HDFC Life',
      choices,
      inputs: { ...family, yearlyPremium: 50_000 },
    });
    const [item] = (await myRequests(tokens.asha, ASHA)).body;
    expect(item).toMatchObject({
      premium: 50_000,
      premiumPeriod: 'year',
      planName: 'HDFC Life Discovery Fund',
    });
    // the figure the form showed before it was sent (PriceQuote) is the one kept
    const priced = await api.call<{ result: { premium: number; figures: Record<string, number> } }>(
      'POST',
      '/api/Insurance/PriceQuote',
      { body: { quote: { ...childQuote, choices }, dob: '12/03/1990' } },
    );
    expect(priced.status).toBe(200);
    expect(priced.body.result).toMatchObject({
      premium: 50_000,
      figures: { yearlySaving: 50_000, lifeCover: card.lifeCover },
    });
  });

  it('prices a group plan for whom the list said it covers', async () => {
    const details = {
      companyName: 'Acme Tools',
      mobile: ASHA,
      totalEmployees: '30',
      insureOption: EMPLOYEE_INSURE_OPTIONS[0],
      isFirstTime: EMPLOYEE_BUYING_STATUSES[0],
      city: LEAD_CITY_LIST[0],
    };
    const answer = await submit(
      application({
        quote: {
          line: 'employee-health',
          planId: 'star-group-care',
          details,
          choices: { coverage: 'family-parents' },
        },
      }),
    );
    expect(answer.status).toBe(200);
    const card = rating.quoteEmployee('star-group-care', { band: '21-50', coverage: 'family-parents' })!;
    expect((await stored()).premium).toBe(card.total);
  });

  it.each([
    [
      { choices: { lifeCover: 5_000_000, coverTillAge: 70, tobacco: 'no', mode: 'Yearly', premium: 1 } },
      'quote.choices: Unrecognized key: "premium"',
    ],
    [
      { choices: { lifeCover: 1234, coverTillAge: 70, tobacco: 'no', mode: 'Yearly' } },
      'quote.choices.lifeCover: must be one of the list’s life covers',
    ],
    [
      { choices: { lifeCover: 5_000_000, coverTillAge: 71, tobacco: 'no', mode: 'Yearly' } },
      'quote.choices.coverTillAge: must be one of the list’s cover-till ages',
    ],
    [
      {
        line: 'car',
        planId: 'car-2',
        details: carDetails,
        choices: { modelId: 'honda-activa-6g', ageMonths: 24, zone: 'A', claimFreeYears: 0 },
      },
      'quote.choices.modelId: is not a model we rate',
    ],
    [
      {
        line: 'car',
        planId: 'car-2',
        details: carDetails,
        choices: { modelId: 'tata-nexon', ageMonths: 24, zone: 'C', claimFreeYears: 9 },
      },
      'quote.choices.zone: Invalid option: expected one of "A"|"B"',
    ],
    [
      { line: 'health', planId: 'health-4', details: healthDetails, choices: { coverLakh: 11, years: 1 } },
      'quote.choices.coverLakh: must be one of the list’s covers',
    ],
    [
      { ...childQuote, choices: { yearlyPremium: 55_555 } },
      'quote.choices.yearlyPremium: must be one of the list’s yearly premiums',
    ],
    [
      { ...childQuote, choices: { yearlyPremium: 300_000 } },
      'quote.choices.yearlyPremium: must be one of the list’s yearly premiums',
    ],
    [
      { ...childQuote, choices: { yearlyPremium: '50000' } },
      'quote.choices.yearlyPremium: Invalid input: expected number, received string',
    ],
  ])('refuses list choices %j with 400 and writes nothing', async (change, message) => {
    const answer = await submit(application({ policyType: 'Term', quote: termQuote(change) }));
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message } });
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });

  it('refuses choices for a line whose list has none', async () => {
    const home = { line: 'home', planId: rating.planIdsOf('home')[0], details: LINES.home.example };
    const answer = await submit(application({ quote: { ...home, choices: { years: 2 } } }));
    expect(answer).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'quote.choices: home plans take no list choices' },
    });
  });
});

describe('a travel booking', () => {
  it('needs the customer’s token and their own mobile as the first traveller’s', async () => {
    const anonymous = await book(undefined);
    expect(anonymous).toEqual({
      status: 401,
      body: { isSuccess: false, message: apiMessages.bookingLoginRequired },
    });
    const someoneElse = await book(tokens.ravi);
    expect(someoneElse).toEqual({
      status: 403,
      body: { isSuccess: false, message: apiMessages.bookingMobileNotYours },
    });
    expect((await book('not-a-token')).status).toBe(401);
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
  });

  it('appears in the customer’s tracker with its reference, plan, insurer and total', async () => {
    const answer = await book(tokens.asha);
    expect(answer.status).toBe(200);
    const { reference } = answer.body.result;
    const list = (await myRequests(tokens.asha, ASHA)).body;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'travel-booking',
        reference,
        policyType: 'Travel Insurance',
        planName: 'Bajaj Allianz Travel Prime',
        insurer: 'Bajaj Allianz',
        premium: booking().totalPremium,
        premiumPeriod: 'trip',
        // one vocabulary with applications: a kept booking reads Submitted, as an application does
        status: 'Submitted',
      }),
    ]);
    const detail = await myRequest(tokens.asha, reference);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({
      reference,
      quote: { premium: booking().totalPremium, rateVersion: rating.TRAVEL_RATE_VERSION },
      timeline: [{ kind: 'submitted', status: 'Submitted' }],
    });
    // another customer sees neither the row nor the detail
    expect((await myRequests(tokens.ravi, RAVI)).body).toEqual([]);
    expect((await myRequest(tokens.ravi, reference)).status).toBe(404);
  });

  it('tracks a call-back kept with consent for its mobile when sent with that mobile’s token', async () => {
    const answer = await api.callBack(ASHA, tokens.asha);
    expect(answer.status).toBe(200);
    const list = (await myRequests(tokens.asha, ASHA)).body;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'callback',
        reference: answer.body.result.reference,
        policyType: 'Term Insurance',
        planName: '',
        premium: null,
        status: 'Submitted',
      }),
    ]);
    expect((await myRequests(tokens.ravi, RAVI)).body).toEqual([]);
  });
});

describe('GET /api/Insurance/GetMyLoanRequest', () => {
  it('returns everything the caller asked for and nothing of anyone else’s, newest first', async () => {
    await submit(application({ sumAssured: '500000' }));
    test.clock.advance(60_000);
    await book(tokens.asha);
    test.clock.advance(60_000);
    await api.callBack(ASHA, tokens.asha);
    test.clock.advance(60_000);
    await submit(application({ sumAssured: '2500000', policyType: 'Term' }));
    await submit(application({ phone: RAVI }), tokens.ravi);
    test.clock.advance(60_000);
    await api.callBack(RAVI, tokens.ravi);
    const list = (await myRequests(tokens.asha, ASHA)).body;
    expect(list.map((r) => [r.kind, r.policyType, r.requiredLoanAmount])).toEqual([
      ['application', 'Term', '2500000'],
      ['callback', 'Term Insurance', ''],
      ['travel-booking', 'Travel Insurance', ''],
      ['application', 'Health', '500000'],
    ]);
    const ravis = (await myRequests(tokens.ravi, RAVI)).body;
    expect(ravis.map((r) => r.kind)).toEqual(['callback', 'application']);
  });

  it('refuses another customer’s mobile with 403', async () => {
    await submit(application({ phone: RAVI }), tokens.ravi);
    const answer = await myRequests(tokens.asha, RAVI);
    expect(answer.status).toBe(403);
  });

  it('requires a token and a valid mobile', async () => {
    expect((await api.call('GET', `/api/Insurance/GetMyLoanRequest?mobile=${ASHA}`)).status).toBe(401);
    expect((await myRequests(tokens.asha, 'abc')).status).toBe(400);
    const wrongCountry = await api.call(
      'GET',
      `/api/Insurance/GetMyLoanRequest?countryCode=44&mobile=${ASHA}`,
      { token: tokens.asha },
    );
    expect(wrongCountry.status).toBe(400);
  });
});

describe('GET /api/Insurance/GetMyRequest', () => {
  it('opens the caller’s application with its quote in words and its timeline', async () => {
    const submittedAt = test.clock.now().toISOString();
    // the quote's person (a man of 36) is the applicant's own: the premium is priced for the applicant
    const { reference } = (
      await submit(application({ policyType: 'Term', gender: 'Male', quote: termQuote() }))
    ).body.result;
    const detail = await myRequest(tokens.asha, reference);
    expect(detail.status).toBe(200);
    const listed = listedTermPremium(test.clock.now());
    expect(detail.body.result).toMatchObject({
      kind: 'application',
      reference,
      planName: 'HDFC Life Click 2 Protect Supreme',
      insurer: 'HDFC Life',
      premium: listed.total,
      revisedPremium: null,
      revisedReason: '',
      quote: {
        premium: listed.total,
        basePremium: listed.basePremium,
        gst: listed.gst,
        premiumPeriod: 'month',
        rateVersion: rating.TERM_RATE_VERSION,
        pricedOn: '2026-06-01',
      },
      timeline: [{ at: submittedAt, kind: 'submitted', status: 'Submitted', remarks: '', premium: null }],
    });
    const words = (detail.body.result.quote as { inputsInWords: string[] }).inputsInWords.join(' ');
    expect(words).toContain('36');
    expect(words).toContain('non-smoker');
  });

  it('answers 404 for another customer’s reference and for one that does not exist', async () => {
    const { reference } = (await submit(application())).body.result;
    expect(await myRequest(tokens.ravi, reference)).toEqual({
      status: 404,
      body: { isSuccess: false, message: apiMessages.notFound },
    });
    expect((await myRequest(tokens.asha, 'BS-AAAAAAAA')).status).toBe(404);
    expect((await myRequest(tokens.asha, reference)).status).toBe(200);
  });

  it('requires a token and a reference in our format', async () => {
    const { reference } = (await submit(application())).body.result;
    expect((await myRequest(undefined, reference)).status).toBe(401);
    expect(await myRequest(tokens.asha, 'x'.repeat(5000))).toEqual({
      status: 400,
      body: { isSuccess: false, message: 'reference: must be a reference like BS-7K2M9Q4X' },
    });
  });
});
