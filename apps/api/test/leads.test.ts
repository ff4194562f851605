import { HEALTH_CITIES, LEAD_CITY_LIST, healthAgeOptions } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const test = useTestApp();
const { api } = test;

const addLead = (body: unknown) =>
  api.call<{ isSuccess: boolean; message: string; result?: { id: number; reference: string } }>(
    'POST',
    '/api/Insurance/AddLead',
    { body },
  );
const storedLeads = () => test.db.selectFrom('leads').selectAll().execute();

const termDetails = {
  gender: 2,
  fullName: 'Priya Nair',
  dob: '14/02/1992',
  mobileNumber: '9876500071',
  whatsapp: true,
};
const healthDetails = {
  gender: 'Male',
  members: [
    { member: 'Self', age: healthAgeOptions('Self')[17]! },
    { member: 'Son', age: '4-12 Months' },
  ],
  city: HEALTH_CITIES[0],
  name: 'Arjun Rao',
  phone: '9876500072',
  medicalConditions: ['None of these'],
};

describe('POST /api/Insurance/AddLead', () => {
  it('keeps a consented term lead with its time, line, preference and a reference', async () => {
    const answer = await addLead({
      line: 'women-term',
      consent: true,
      contactPreference: 'WhatsApp',
      details: termDetails,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result?.reference).toMatch(/^BS-[A-Z2-9]{8}$/);
    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      line: 'women-term',
      consent: 1,
      contact_preference: 'WhatsApp',
      mobile: '9876500071',
      status: 'New',
      created_at: test.clock.now().toISOString(),
      reference: answer.body.result?.reference,
    });
    // the server adds its own price beside what the visitor sent (leads-pricing.test.ts checks it)
    expect(JSON.parse(lead!.details)).toEqual({ ...termDetails, serverQuote: expect.any(Object) });
  });

  it('validates details with the line’s own form schema', async () => {
    expect(
      (
        await addLead({
          line: 'family-health',
          consent: true,
          contactPreference: 'Call',
          details: healthDetails,
        })
      ).status,
    ).toBe(200);
    const car = {
      vehicle: 'Car',
      registrationNumber: 'NEW',
      brand: 'Maruti',
      model: 'Swift',
      mobileNumber: '9876500073',
    };
    const carAnswer = await addLead({ line: 'car', consent: true, contactPreference: 'SMS', details: car });
    expect(carAnswer.status).toBe(200);
    const employee = {
      mobile: '9876500074',
      insureOption: 'Employees only',
      totalEmployees: '45',
      isFirstTime: 'Buying for the first time',
      companyName: 'Sahyadri Foods Pvt Ltd',
      city: LEAD_CITY_LIST[0],
    };
    expect(
      (
        await addLead({
          line: 'employee-health',
          consent: true,
          contactPreference: 'Call',
          details: employee,
        })
      ).status,
    ).toBe(200);
    expect((await storedLeads()).map((l) => l.line).sort()).toEqual([
      'car',
      'employee-health',
      'family-health',
    ]);
  });

  it('refuses a lead without consent and keeps nothing', async () => {
    const answer = await addLead({
      line: 'term',
      consent: false,
      contactPreference: 'Call',
      details: termDetails,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('consent: must be given before we can keep your details');
    expect(await storedLeads()).toHaveLength(0);
  });

  it.each([
    [{ line: 'pets' }, /^line: must be one of/],
    [{ contactPreference: 'Email' }, /^contactPreference: must be one of: Call, SMS, WhatsApp/],
    [
      { details: { ...termDetails, mobileNumber: '12345' } },
      'details.mobileNumber: Enter a valid 10-digit mobile number',
    ],
    [
      { line: 'health', details: { ...healthDetails, phone: '5876500072' } },
      'details.phone: Enter valid 10-digit mobile number.',
    ],
    [
      { line: 'car', details: { vehicle: 'Car', registrationNumber: 'XYZ', mobileNumber: '9876500073' } },
      'details.registrationNumber: Enter a valid 10-character car number or type NEW',
    ],
  ])('refuses %j with 400 and keeps nothing', async (change, message) => {
    const answer = await addLead({
      line: 'term',
      consent: true,
      contactPreference: 'Call',
      details: termDetails,
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await storedLeads()).toHaveLength(0);
  });
});
