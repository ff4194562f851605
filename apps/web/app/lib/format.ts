// Formatting for India: rupees with lakh/crore grouping, amounts in words, dd/mm/yyyy dates, and the helpers
// that clean what a customer types into digit, date, PAN and email fields.

// from the engines' shared core only, so a page that formats a number does not import every rate table
import { groupIndian } from '@bimasetu/contract/rating/core';

export { groupIndian };

const LAKH = 100_000;
const CRORE = 10_000_000;

/** "50000" -> "50,000": groups of three, as amounts in dollars are written. */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "₹12,50,000"; an empty or non-numeric value gives "". */
export function formatRupees(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return `${value < 0 ? '-' : ''}₹${groupIndian(value)}`;
  }
  const text = value.trim();
  if (!/^\d+$/.test(text)) return '';
  return `₹${groupIndian(text)}`;
}

function trimDecimals(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** The names of the two Indian units in a page's language. */
export interface LakhCroreUnits {
  lakh: string;
  crore: string;
}
const ENGLISH_UNITS: LakhCroreUnits = { lakh: 'lakh', crore: 'crore' };
/** The units as Hindi pages write them (docs/hindi-glossary.md). */
export const HINDI_UNITS: LakhCroreUnits = { lakh: 'लाख', crore: 'करोड़' };

/** An amount in words as Indians say it: 1250000 -> "12.5 lakh", 20000000 -> "2 crore", 75000 -> "75,000". */
export function lakhCroreWords(amount: number, units: LakhCroreUnits = ENGLISH_UNITS): string {
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 0) return '';
  if (value >= CRORE) return `${trimDecimals(value / CRORE)} ${units.crore}`;
  if (value >= LAKH) return `${trimDecimals(value / LAKH)} ${units.lakh}`;
  return groupIndian(value);
}

/** "₹12.5 lakh" (or "₹12.5 लाख" with HINDI_UNITS): the short rupee form used on cards and summaries. */
export function formatRupeesShort(value: number, units: LakhCroreUnits = ENGLISH_UNITS): string {
  const words = lakhCroreWords(value, units);
  return words ? `₹${words}` : '';
}

const IST_OFFSET_MINUTES = 330;

/** ISO date or timestamp -> "dd/mm/yyyy", read in Indian time. Unreadable input gives "". */
export function isoToDdMmYyyy(iso: string | null | undefined): string {
  if (!iso) return '';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const ist = new Date(time + IST_OFFSET_MINUTES * 60_000);
  const dd = String(ist.getUTCDate()).padStart(2, '0');
  const mm = String(ist.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${ist.getUTCFullYear()}`;
}

/** Keeps only digits, at most `max` of them. */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** Typing "01012000" gives "01/01/2000": slashes are added after the day and the month, 10 characters at most. */
export function formatDateInput(value: string): string {
  const digits = digitsOnly(value, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** PAN as typed: letters and digits only, upper-cased, 10 characters at most. */
export function formatPanInput(value: string): string {
  return value
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 10);
}

/** Email as typed: only characters that can appear in an address are kept. */
export function filterEmailInput(value: string): string {
  return value.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]/g, '');
}

// Made on first use: building a formatter with a time zone loads locale data, a long task at page start on a
// slow phone for pages that never show a time.
let istTime: Intl.DateTimeFormat | undefined;
function istTimeFormat(): Intl.DateTimeFormat {
  istTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return istTime;
}

/** "22/11/2026, 4:05 pm" in India time; a bare date stays a date; unreadable input gives "". */
export function formatDateTime(iso: string): string {
  const date = isoToDdMmYyyy(iso);
  const time = Date.parse(iso);
  if (!date || Number.isNaN(time) || /^\d{4}-\d{2}-\d{2}$/.test(iso)) return date;
  return `${date}, ${istTimeFormat().format(time)}`;
}
