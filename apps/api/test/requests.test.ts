import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

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

const submit = (body: unknown) => api.call('POST', '/api/Insurance/AddInsuranceRequest', { body });
const myRequests = (token: string, mobile: string) =>
  api.call<unknown[]>('GET', `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${mobile}`, { token });

describe('POST /api/Insurance/AddInsuranceRequest', () => {
  it('accepts an anonymous application and files it under its phone with status Submitted', async () => {
    const submittedAt = test.clock.now().toISOString();
    const answer = await submit(application());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isSuccess: true, result: { status: 'Submitted' } });
    const token = await api.login(ASHA);
    const list = await myRequests(token, ASHA);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        policyType: 'Health',
        createdOn: submittedAt,
        requiredLoanAmount: '1000000',
        status: 'Submitted',
        remarks: '',
      },
    ]);
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
    [{ policyType: 'Pet' }, 'policyType: must be one of: Life, Term, Health, Motor Insurance'],
    [{ employer: 'x'.repeat(101) }, 'employer: must be at most 100 characters'],
    [{ regYear: '1950' }, 'regYear: must be a year from the last 30 years'],
  ])('refuses %j with 400 and writes nothing', async (change, message) => {
    const answer = await submit(application(change));
    expect(answer).toEqual({ status: 400, body: { isSuccess: false, message } });
    expect(await test.db.selectFrom('insurance_requests').selectAll().execute()).toHaveLength(0);
  });
});

describe('GET /api/Insurance/GetMyLoanRequest', () => {
  it('returns only the caller’s requests, newest first', async () => {
    await submit(application({ sumAssured: '500000' }));
    test.clock.advance(60_000);
    await submit(application({ sumAssured: '2500000', policyType: 'Term' }));
    await submit(application({ phone: RAVI }));
    const token = await api.login(ASHA);
    const list = (await myRequests(token, ASHA)).body as { requiredLoanAmount: string; policyType: string }[];
    expect(list.map((r) => [r.policyType, r.requiredLoanAmount])).toEqual([
      ['Term', '2500000'],
      ['Health', '500000'],
    ]);
  });

  it('refuses another customer’s mobile with 403', async () => {
    await submit(application({ phone: RAVI }));
    const token = await api.login(ASHA);
    const answer = await myRequests(token, RAVI);
    expect(answer.status).toBe(403);
  });

  it('requires a token and a valid mobile', async () => {
    expect((await api.call('GET', `/api/Insurance/GetMyLoanRequest?mobile=${ASHA}`)).status).toBe(401);
    const token = await api.login(ASHA);
    expect((await myRequests(token, 'abc')).status).toBe(400);
    const wrongCountry = await api.call(
      'GET',
      `/api/Insurance/GetMyLoanRequest?countryCode=44&mobile=${ASHA}`,
      { token },
    );
    expect(wrongCountry.status).toBe(400);
  });
});
