import { describe, expect, it } from 'vitest';
import { childLeadSchema, childMessages } from './child.ts';
import { employeeLeadSchema, employeeMessages } from './employee.ts';
import {
  bookingMessages,
  diseaseYears,
  todayIso,
  travelBookingSchema,
  travelLeadSchema,
  travelMessages,
} from './travel.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

describe('travelLeadSchema', () => {
  const trip = {
    destinations: ['Thailand'],
    startDate: inDays(3),
    endDate: inDays(10),
    travellerAges: ['34', '0'],
    hasPreExistingCondition: false,
    travellersWithCondition: [],
  };

  it('accepts a complete trip', () => {
    expect(travelLeadSchema.safeParse(trip).success).toBe(true);
  });

  it('gives the four messages of the spec', () => {
    const result = travelLeadSchema.safeParse({
      ...trip,
      destinations: [],
      startDate: '',
      endDate: '',
      travellerAges: ['30', ''],
    });
    expect(messages(result)).toMatchObject({
      destinations: travelMessages.destination,
      startDate: 'Start date is required.',
      endDate: 'End date is required.',
      'travellerAges.1': 'Please enter the age for each traveller.',
    });
  });

  it('refuses ages outside 0 to 100', () => {
    expect(travelLeadSchema.safeParse({ ...trip, travellerAges: ['101'] }).success).toBe(false);
    expect(travelLeadSchema.safeParse({ ...trip, travellerAges: ['100'] }).success).toBe(true);
  });

  it('refuses an end date before the start date', () => {
    const result = travelLeadSchema.safeParse({ ...trip, startDate: inDays(5), endDate: inDays(4) });
    expect(messages(result).endDate).toBe('End date cannot be before the start date.');
  });

  it('accepts a one-day trip and refuses a start in the past', () => {
    expect(travelLeadSchema.safeParse({ ...trip, startDate: inDays(2), endDate: inDays(2) }).success).toBe(
      true,
    );
    expect(messages(travelLeadSchema.safeParse({ ...trip, startDate: inDays(-2) })).startDate).toBe(
      travelMessages.startInPast,
    );
  });

  it('asks which travellers have a condition when the answer is Yes', () => {
    const yes = { ...trip, hasPreExistingCondition: true };
    expect(messages(travelLeadSchema.safeParse(yes)).travellersWithCondition).toBe(
      travelMessages.conditionTravellers,
    );
    expect(travelLeadSchema.safeParse({ ...yes, travellersWithCondition: [1] }).success).toBe(true);
    expect(travelLeadSchema.safeParse({ ...yes, travellersWithCondition: [2] }).success).toBe(false);
  });
});

describe('travelBookingSchema', () => {
  const traveller = {
    fullName: 'Asha Rao',
    gender: 'Female',
    dob: '14/02/1990',
    nationality: 'Indian',
    visaType: 'Tourist/Visitor Visa',
    passport: 'k1234567',
    pan: '',
    mobile: '9876543210',
    nominee: 'Ravi Rao',
    relation: 'Spouse',
    diseases: [{ name: 'Diabetes', year: diseaseYears()[3] }],
  };
  const booking = {
    destinations: ['Japan'],
    startDate: inDays(1),
    endDate: inDays(8),
    planId: 'care-explore',
    planName: 'Care Health Explore Platinum',
    travellers: [traveller, { ...traveller, fullName: 'Ravi Rao', gender: 'Male', diseases: [] }],
    // Care Explore lists ₹1,890 (GST included) for 7 days in Asia up to age 40; Japan for 8 days is the 8-10 day
    // band (×1.25) and both travellers (born 1990) are in the up-to-40 band: 1890 × 1.25 = 2362.5 → ₹2,363
    // listed, less the 18% GST that has not applied since 22/09/2025: 2363 ÷ 1.18 → ₹2,003 each.
    totalPremium: 4006,
  };

  it('accepts travellers with their diseases and upper-cases the passport', () => {
    const result = travelBookingSchema.safeParse(booking);
    expect(result.success).toBe(true);
    expect(result.data?.travellers[0]?.passport).toBe('K1234567');
  });

  it('refuses a total that is not the plan’s price for the trip, whatever the browser sent', () => {
    expect(travelBookingSchema.safeParse({ ...booking, totalPremium: 4189 * 2 }).success).toBe(false);
    expect(travelBookingSchema.safeParse({ ...booking, planId: 'sbi-travel' }).success).toBe(false);
  });

  it('names each wrong traveller field', () => {
    const bad = {
      ...traveller,
      fullName: '',
      gender: '',
      dob: '31/02/1990',
      visaType: 'Business',
      passport: '12',
      pan: 'abc',
      mobile: '12345',
      nominee: '',
      relation: 'Friend',
    };
    const found = messages(
      travelBookingSchema.safeParse({ ...booking, travellers: [bad], totalPremium: 4189 }),
    );
    expect(found).toMatchObject({
      'travellers.0.fullName': bookingMessages.fullName,
      'travellers.0.gender': bookingMessages.gender,
      'travellers.0.dob': bookingMessages.dob,
      'travellers.0.visaType': bookingMessages.visaType,
      'travellers.0.passport': bookingMessages.passport,
      'travellers.0.pan': bookingMessages.pan,
      'travellers.0.mobile': bookingMessages.mobile,
      'travellers.0.nominee': bookingMessages.nominee,
      'travellers.0.relation': bookingMessages.relation,
    });
  });

  it('offers disease years from this year back over the last 20 years', () => {
    const years = diseaseYears(new Date(2026, 5, 1));
    expect(years).toHaveLength(20);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2007');
    const old = { ...traveller, diseases: [{ name: 'Asthma', year: '1990' }] };
    expect(travelBookingSchema.safeParse({ ...booking, travellers: [old], totalPremium: 4189 }).success).toBe(
      false,
    );
  });
});

describe('childLeadSchema', () => {
  const child = {
    name: 'Meera',
    mobile: '9123456780',
    email: 'meera@example.in',
    city: 'Pune',
    parentAge: '35',
    childAge: '4',
    income: '₹5 - ₹10 Lakhs',
  };
  it('accepts a complete form', () => {
    expect(childLeadSchema.safeParse(child).success).toBe(true);
  });
  it('says "This field is required." for every empty field', () => {
    const empty = Object.fromEntries(Object.keys(child).map((k) => [k, '']));
    const found = messages(childLeadSchema.safeParse(empty));
    expect(Object.keys(found).sort()).toEqual(Object.keys(child).sort());
    expect(new Set(Object.values(found))).toEqual(new Set([childMessages.required]));
  });
  it('asks for a reachable mobile and a real email', () => {
    const found = messages(childLeadSchema.safeParse({ ...child, mobile: '12345', email: 'meera@' }));
    expect(found).toEqual({ mobile: childMessages.mobile, email: childMessages.email });
  });
});

describe('employeeLeadSchema', () => {
  const company = {
    mobile: '9812345678',
    insureOption: 'Employees only',
    totalEmployees: '40',
    isFirstTime: 'Buying for the first time',
    companyName: 'Acme Tools Pvt Ltd',
    city: 'Bengaluru',
  };
  it('accepts a complete form', () => {
    expect(employeeLeadSchema.safeParse(company).success).toBe(true);
  });
  it('gives the six messages of the spec', () => {
    const found = messages(
      employeeLeadSchema.safeParse({
        mobile: '98123',
        insureOption: '',
        totalEmployees: '0',
        isFirstTime: '',
        companyName: '  ',
        city: 'Atlantis',
      }),
    );
    // The spec's words, written out so a change to the catalogue cannot pass unnoticed.
    expect(Object.entries(found)).toEqual([
      ['mobile', 'Enter a valid 10-digit mobile number'],
      ['insureOption', 'Please select whom you want to insure'],
      ['totalEmployees', 'Enter a valid number of employees'],
      ['isFirstTime', 'Please select your insurance buying status'],
      ['companyName', 'Enter your company name'],
      ['city', 'Select a valid city from the list'],
    ]);
    expect(employeeMessages.noCity).toBe('No city found');
  });
  it('refuses a head count that is not a whole number', () => {
    expect(employeeLeadSchema.safeParse({ ...company, totalEmployees: '12.5' }).success).toBe(false);
    expect(employeeLeadSchema.safeParse({ ...company, totalEmployees: 'ten' }).success).toBe(false);
  });
});
