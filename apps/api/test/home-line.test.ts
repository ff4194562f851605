// The home line over HTTP: a kept home lead and a home application are priced by the server from their own
// answers with the line's one price function, and the tracker shows that premium.
import { HEALTH_APPLICATION_FIELDS, MOTOR_APPLICATION_FIELDS } from '@bimasetu/contract';
import { LINES } from '@bimasetu/contract/lines';
import { homeInputs, priceHome, type HomeAnswers } from '@bimasetu/contract/lines/home';
import { homeLeadSchema } from '@bimasetu/contract/lines/home/lead';
import { describe, expect, it } from 'vitest';
import { lastLeadDetails } from './support/leads.ts';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp();
const { api } = test;

/** The home line's own example: Anita Kulkarni's owned 1,200 sq ft flat in Pune, with contents and valuables. */
const details = homeLeadSchema.parse(LINES.home.example);
const answers: HomeAnswers = details;
const ANITA = details.mobile;
const total = (planId: string) => {
  const priced = priceHome(planId, homeInputs(answers));
  if (!priced.offered) throw new Error(priced.reason);
  return priced.quote.total;
};

describe('home insurance on the server', () => {
  it('keeps a home lead priced on every plan, a premium sent by the browser ignored', async () => {
    const answer = await api.call('POST', '/api/Insurance/AddLead', {
      body: { line: 'home', consent: true, contactPreference: 'Call', details: { ...details, premium: 1 } },
    });
    expect(answer.status).toBe(200);
    const kept = await lastLeadDetails<{
      premium?: number;
      serverQuote: { plans: { planId: string; total: number }[] };
    }>(test);
    expect(kept.premium).toBeUndefined();
    expect(kept.serverQuote.plans).toEqual(
      LINES.home.planIds().map((planId) => expect.objectContaining({ planId, total: total(planId) })),
    );
  });

  it('refuses a home lead whose values are outside the limits, naming the field', async () => {
    const answer = await api.call<{ message: string }>('POST', '/api/Insurance/AddLead', {
      body: {
        line: 'home',
        consent: true,
        contactPreference: 'Call',
        details: { ...details, costPerSqFt: '9' },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('costPerSqFt');
  });

  it('prices a home application from its answers and shows that premium in the tracker', async () => {
    const token = await api.login(ANITA);
    const submitted = await api.call<{ result: { reference: string } }>(
      'POST',
      '/api/Insurance/AddInsuranceRequest',
      {
        token,
        body: {
          fullName: 'Anita Kulkarni',
          dob: '12/03/1985',
          gender: 'Female',
          maritalStatus: 'Married',
          nationality: 'Indian',
          pan: '',
          aadhaar: '',
          address: '',
          phone: ANITA,
          email: 'anita@example.in',
          nomineeName: '',
          nomineeRelation: '',
          nomineeDob: '',
          policyType: 'Home',
          sumAssured: '3000000',
          policyTerm: '1',
          paymentFrequency: 'Yearly',
          occupation: 'Salaried',
          income: '',
          employer: '',
          // a home application leaves the health and vehicle questions blank, as the form sends them
          ...Object.fromEntries(
            [...HEALTH_APPLICATION_FIELDS, ...MOTOR_APPLICATION_FIELDS].map((field) => [field, '']),
          ),
          quote: { line: 'home', planId: 'home-digit', details },
        },
      },
    );
    expect(submitted.status).toBe(200);
    const mine = await api.call<{ premium: number; premiumPeriod: string; planName: string }[]>(
      'GET',
      `/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=${ANITA}`,
      { token },
    );
    expect(mine.body[0]).toMatchObject({
      premium: total('home-digit'),
      premiumPeriod: 'year',
      planName: 'Digit Bharat Griha Raksha',
    });
  });
});
