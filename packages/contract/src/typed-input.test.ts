import { describe, expect, it } from 'vitest';
import { contactUsBody } from './schemas/contact.ts';
import { profileSave } from './schemas/profile.ts';
import { insuranceApplicationFields } from './schemas/requests.ts';
import { healthLeadSchema } from './leads/health.ts';
import { termNameProblem } from './leads/term-rules.ts';
import { bookingTravellerSchema } from './leads/travel.ts';
import {
  aadhaarFromTyped,
  isPersonName,
  isForeignMobile,
  mobileFromTyped,
  panFromTyped,
  PERSON_NAME_PATTERN,
  rupeesFromTyped,
} from './typed-input.ts';

describe('isPersonName', () => {
  it.each([
    'Anita D’Souza',
    "Anita D'Souza",
    'Priya Sharma',
    'R. K. Narayan',
    'Mary-Ann Thomas',
    'राहुल देशपांडे',
    'सुधा मूर्ति',
    'ਹਰਪ੍ਰੀਤ ਕੌਰ',
    'সৌরভ গঙ্গোপাধ্যায়',
    'முருகன்',
    'ಅನಿಲ್ ಕುಂಬ್ಳೆ',
    'శ్రీనివాస్',
    'ശ്രീജേഷ്',
    'ઝવેરચંદ મેઘાણી',
    'ଓଡ଼ିଆ',
    'اقبال',
    'क्‍ष',
  ])('takes %s', (name) => expect(isPersonName(name)).toBe(true));

  it.each([
    'Priya 🌸 Sharma',
    'Asha 2',
    'Rahul1',
    '१२३',
    ' ',
    '',
    '-Rahul',
    "'Rahul",
    'Rahul <script>',
    'Rahul@home',
    'Rahul_Singh',
    'राहुल 😀',
    'Rahul\u0000',
  ])('refuses %j', (name) => expect(isPersonName(name)).toBe(false));

  it('answers a 64 KB name at once (no backtracking)', () => {
    const started = Date.now();
    expect(PERSON_NAME_PATTERN.test(`${'a'.repeat(65_536)}1`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('isForeignMobile', () => {
  it.each([
    ['+971 50 123 4567', true],
    ['00971 50 123 4567', true],
    ['+1 415 555 0100', true],
    ['+4', true],
    ['+9', false],
    ['+91 98220 12345', false],
    ['0091 98220 12345', false],
    ['098220 12345', false],
    ['9822012345', false],
    ['', false],
  ])('%j: %j', (typed, foreign) => expect(isForeignMobile(typed)).toBe(foreign));
});

describe('mobileFromTyped', () => {
  it.each([
    ['+91 98220 12345', '9822012345'],
    ['+91-98220-12345', '9822012345'],
    ['+919822012345', '9822012345'],
    ['0091 98220 12345', '9822012345'],
    ['91 98220 12345', '9822012345'],
    ['919822012345', '9822012345'],
    ['098220 12345', '9822012345'],
    ['09822012345', '9822012345'],
    ['98220 12345', '9822012345'],
    ['98220-12345', '9822012345'],
    ['(982) 201-2345', '9822012345'],
    ['9822012345', '9822012345'],
    ['98220123456789', '9822012345'],
    ['9', '9'],
    ['91', '91'],
    ['9198', '9198'],
    ['919822', '919822'],
    ['0', '0'],
    ['+', ''],
    ['+9', '9'],
    ['+971 50 123 4567', ''],
    ['+44 7700 900123', ''],
    ['0044 7700 900123', ''],
    ['+1', ''],
    ['+91', ''],
    ['+91 9', '9'],
    ['abc', ''],
    ['', ''],
  ])('%j gives %j', (typed, expected) => expect(mobileFromTyped(typed)).toBe(expected));

  it('keeps a number that itself starts with 91 when it has only ten digits', () => {
    expect(mobileFromTyped('9198765432')).toBe('9198765432');
    expect(mobileFromTyped('91987 65432')).toBe('9198765432');
  });
});

describe('aadhaarFromTyped and panFromTyped', () => {
  it.each([
    ['1234 5678 9012', '123456789012'],
    ['1234-5678-9012', '123456789012'],
    [' 123456789012 ', '123456789012'],
    ['1234 5678 9012 34', '123456789012'],
  ])('Aadhaar %j gives %j', (typed, expected) => expect(aadhaarFromTyped(typed)).toBe(expected));

  it.each([
    ['abcde1234f', 'ABCDE1234F'],
    ['ABCDE 1234 F', 'ABCDE1234F'],
    ['abcde-1234-f', 'ABCDE1234F'],
    ['ABCDE1234FX', 'ABCDE1234F'],
  ])('PAN %j gives %j', (typed, expected) => expect(panFromTyped(typed)).toBe(expected));
});

describe('every name field of the contract takes real names', () => {
  const fields: [string, (name: string) => boolean][] = [
    ['term quote fullName', (name) => termNameProblem(name) === undefined],
    ['profile firstname', (name) => profileSave.shape.firstname.safeParse(name).success],
    ['profile nomineeName', (name) => profileSave.shape.nomineeName.safeParse(name).success],
    ['application fullName', (name) => insuranceApplicationFields.shape.fullName.safeParse(name).success],
    [
      'application nomineeName',
      (name) => insuranceApplicationFields.shape.nomineeName.safeParse(name).success,
    ],
    ['contact customerName', (name) => contactUsBody.shape.customerName.safeParse(name).success],
    ['health quote name', (name) => healthLeadSchema.shape.name.safeParse(name).success],
    ['travel traveller fullName', (name) => bookingTravellerSchema.shape.fullName.safeParse(name).success],
  ];
  it.each(fields)('%s takes an apostrophe and Devanagari, and refuses emoji and digits', (_, takes) => {
    expect(takes("Anita D'Souza")).toBe(true);
    expect(takes('राहुल देशपांडे')).toBe(true);
    expect(takes('Priya 🌸 Sharma')).toBe(false);
    expect(takes('Asha 2')).toBe(false);
  });
});

describe('rupeesFromTyped', () => {
  it.each([
    ['12 lakh', 1_200_000],
    ['12.5 lakh', 1_250_000],
    ['12.5 Lakhs', 1_250_000],
    ['12L', 1_200_000],
    ['12 lac', 1_200_000],
    ['1.2 crore', 12_000_000],
    ['2 Cr', 20_000_000],
    ['50k', 50_000],
    ['12,00,000', 1_200_000],
    ['1,200,000', 1_200_000],
    ['₹12,00,000', 1_200_000],
    ['₹ 12,00,000', 1_200_000],
    ['Rs. 12,00,000/-', 1_200_000],
    ['INR 1200000', 1_200_000],
    ['1200000', 1_200_000],
    ['12,00,000.00', 1_200_000],
    ['12 00 000', 1_200_000],
    ['12 lakh rupees', 1_200_000],
    ['12 लाख', 1_200_000],
    ['१२ लाख', 1_200_000],
    ['1.5 करोड़', 15_000_000],
    ['रु. 1,50,000', 150_000],
    ['1.23456 lakh', 123_456],
    ['0.1 lakh', 10_000],
  ])('reads %s as %d rupees', (typed, rupees) => {
    expect(rupeesFromTyped(typed)).toBe(rupees);
  });

  it('gives null for a blank', () => {
    expect(rupeesFromTyped('')).toBeNull();
    expect(rupeesFromTyped('   ')).toBeNull();
  });

  it.each([
    '12.5',
    'twelve lakh',
    '12 lakh 50 thousand',
    '12 lakhz',
    '-5',
    '12,5 lakh',
    'abc',
    '₹',
    '1e6',
    '99999999999 crore',
  ])('refuses %s', (typed) => {
    expect(rupeesFromTyped(typed)).toBe('unreadable');
  });
});
