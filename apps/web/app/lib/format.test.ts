import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  filterEmailInput,
  formatDateInput,
  formatPanInput,
  formatRupees,
  formatRupeesShort,
  HINDI_UNITS,
  groupIndian,
  groupThousands,
  isoToDdMmYyyy,
  lakhCroreWords,
} from './format';

describe('groupThousands', () => {
  it('groups in threes as dollar amounts are written, without the number formatter', () => {
    expect(groupThousands(50000)).toBe('50,000');
    expect(groupThousands(1000000)).toBe('1,000,000');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(-2500)).toBe('-2,500');
    for (const n of [0, 7, 1000, 250000, 12345678]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1250000)).toBe('₹12,50,000');
    expect(formatRupees('1250000')).toBe('₹12,50,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
    expect(groupIndian('000100000')).toBe('1,00,000');
    for (const n of [0, 7, 999, 1000, 14000, 100000, 1250000, 123456789]) {
      expect(groupIndian(n)).toBe(n.toLocaleString('en-IN'));
    }
  });

  it('gives an empty text for blank or non-numeric values', () => {
    expect(formatRupees('')).toBe('');
    expect(formatRupees('12a')).toBe('');
    expect(formatRupees(undefined)).toBe('');
    expect(formatRupees(Number.NaN)).toBe('');
  });
});

describe('lakhCroreWords', () => {
  it('says lakh and crore', () => {
    expect(lakhCroreWords(1250000)).toBe('12.5 lakh');
    expect(lakhCroreWords(100000)).toBe('1 lakh');
    expect(lakhCroreWords(20000000)).toBe('2 crore');
    expect(lakhCroreWords(15500000)).toBe('1.55 crore');
    expect(lakhCroreWords(75000)).toBe('75,000');
    expect(formatRupeesShort(5000000)).toBe('₹50 lakh');
  });

  it('says them in Hindi with HINDI_UNITS', () => {
    expect(lakhCroreWords(1250000, HINDI_UNITS)).toBe('12.5 लाख');
    expect(lakhCroreWords(15500000, HINDI_UNITS)).toBe('1.55 करोड़');
    expect(lakhCroreWords(75000, HINDI_UNITS)).toBe('75,000');
    expect(formatRupeesShort(200000, HINDI_UNITS)).toBe('₹2 लाख');
    expect(formatRupeesShort(10000000, HINDI_UNITS)).toBe('₹1 करोड़');
  });
});

describe('isoToDdMmYyyy', () => {
  it('writes dates as dd/mm/yyyy in Indian time', () => {
    expect(isoToDdMmYyyy('2026-03-07')).toBe('07/03/2026');
    expect(isoToDdMmYyyy('2026-01-01T10:00:00.000Z')).toBe('01/01/2026');
    // 20:00 UTC is already the next morning in India
    expect(isoToDdMmYyyy('2026-01-31T20:00:00.000Z')).toBe('01/02/2026');
    expect(isoToDdMmYyyy('not a date')).toBe('');
    expect(isoToDdMmYyyy('')).toBe('');
  });
});

describe('input helpers', () => {
  it('keeps digits only, up to a limit', () => {
    expect(digitsOnly('98a76-54 3210', 10)).toBe('9876543210');
    expect(digitsOnly('987654321099', 10)).toBe('9876543210');
    expect(digitsOnly('12ab34')).toBe('1234');
  });

  it('adds the slashes of dd/mm/yyyy while typing', () => {
    expect(formatDateInput('0')).toBe('0');
    expect(formatDateInput('01')).toBe('01');
    expect(formatDateInput('010')).toBe('01/0');
    expect(formatDateInput('0101')).toBe('01/01');
    expect(formatDateInput('01012')).toBe('01/01/2');
    expect(formatDateInput('01012000')).toBe('01/01/2000');
    expect(formatDateInput('01/01/20001')).toBe('01/01/2000');
    expect(formatDateInput('01/01/2000').length).toBe(10);
  });

  it('upper-cases PAN and keeps 10 characters', () => {
    expect(formatPanInput('abcde1234f')).toBe('ABCDE1234F');
    expect(formatPanInput('ab cde-1234fXYZ')).toBe('ABCDE1234F');
  });

  it('drops characters an email address cannot hold', () => {
    expect(filterEmailInput('ravi kumar@mail.com')).toBe('ravikumar@mail.com');
    expect(filterEmailInput('a(b)<c>@x.in')).toBe('abc@x.in');
    expect(filterEmailInput("o'neil+ins@x.co.in")).toBe("o'neil+ins@x.co.in");
  });
});
