// What people really type and paste, made into what the rules check. zod-free: quote forms' first load imports it.

/**
 * A person's name in any Indian script (or Latin): letters with their combining marks (Devanagari matras, nuktas),
 * the joiners Indic scripts use (ZWNJ, ZWJ), spaces, apostrophes (' and ’), dots and hyphens. It must start with a
 * letter; digits, emoji and other symbols are refused. Check the length first: the pattern is linear either way.
 */
export const PERSON_NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)*$/u;

export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value.trim());
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * An Indian mobile as pasted or typed: "+91 98220 12345", "0091-98220-12345", "098220 12345", "91 9822012345"
 * all give "9822012345". The country code or trunk 0 is dropped only when it stands before ten more digits, so a
 * number being typed one digit at a time is never cut short. At most 10 digits are kept.
 */
export function mobileFromTyped(value: string): string {
  if (isForeignMobile(value)) return '';
  const all = digits(value);
  if (value.trim().startsWith('+') && all.startsWith('91')) return all.slice(2, 12);
  if (all.length >= 14 && all.startsWith('0091')) return all.slice(4, 14);
  if (all.length >= 12 && all.startsWith('91')) return all.slice(2, 12);
  if (all.length >= 11 && all.startsWith('0')) return all.slice(1, 11);
  return all.slice(0, 10);
}

/**
 * A number written with another country's code ("+971 50 123 4567", "0044 7700 900123"): its digits are no Indian
 * mobile, and keeping ten of them made a stranger's valid-looking number ("9715012345"). mobileFromTyped gives ''
 * for it and the field says only Indian numbers are taken. A code is judged once enough of it is typed: "+9" may
 * still become +91.
 */
export function isForeignMobile(value: string): boolean {
  const trimmed = value.trim();
  const code = trimmed.startsWith('+')
    ? digits(trimmed)
    : /^00[1-9]/.test(digits(trimmed))
      ? digits(trimmed).slice(2)
      : null;
  if (code === null || code === '') return false;
  return code.length === 1 ? code !== '9' : !code.startsWith('91');
}

/** Aadhaar as printed or pasted ("1234 5678 9012", "1234-5678-9012"): its 12 digits. */
export function aadhaarFromTyped(value: string): string {
  return digits(value).slice(0, 12);
}

/** PAN as pasted ("abcde 1234 f", "ABCDE-1234-F"): letters and digits only, upper-cased, 10 at most. */
export function panFromTyped(value: string): string {
  return value
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 10);
}

/**
 * How many characters a field may hold while someone pastes into it: a mobile pasted with its country code and
 * spaces ("+91 98220 12345", 15 characters) or an Aadhaar with its spaces must reach the normaliser whole, so an
 * input's maxLength is set to this rather than to the digits it keeps.
 */
export const PASTE_ROOM = 20;

/**
 * A place name as typed, folded for comparing: letter case and surrounding spaces ignored, and the Devanagari nukta
 * too, since many type फ्रांस for फ़्रांस or फरीदाबाद for फ़रीदाबाद (NFD splits क़ into क and the nukta, which is dropped).
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .normalize('NFC')
    .trim()
    .toLowerCase();
}

const LAKH = 100_000;
/** The words Indians put after an amount, and what each multiplies by (Hindi with its nukta dropped, below). */
const AMOUNT_UNITS: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  हजार: 1_000,
  l: LAKH,
  lk: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  लाख: LAKH,
  cr: 100 * LAKH,
  crs: 100 * LAKH,
  crore: 100 * LAKH,
  crores: 100 * LAKH,
  करोड: 100 * LAKH,
};
/** "₹", "Rs.", "INR", "rupees", "रु.", "रुपये" before or after the amount, and the "/-" of a written amount. */
const CURRENCY = /^(?:₹|rs\.?|inr|rupees?|रु\.?|रुपये|रुपए)\s*|\s*(?:\/-|₹|rs\.?|inr|rupees?|रु\.?|रुपये|रुपए)$/u;
/** Digits grouped the Indian way (12,00,000), the Western way (1,200,000) or not at all; a decimal; a unit. */
const AMOUNT = /^(\d+(?:[, ]\d{2,3})*)(?:\.(\d+))?\s*([\p{L}\p{M}]+)?$/u;

/**
 * An amount of rupees as people type or paste it: "12,00,000", "₹12,00,000", "1200000", "12 lakh", "12.5 lakh",
 * "12L", "1.2 crore", "2 Cr", "50k", "Rs. 12,00,000/-", "१२ लाख". Gives whole rupees (a fraction of a lakh or crore
 * rounded to the rupee), null for a blank, or 'unreadable' for anything else: paise without a unit ("12.5"),
 * words it does not know, more than one amount, or more than JavaScript counts exactly. The caller checks its own
 * least and most.
 */
export function rupeesFromTyped(value: string): number | null | 'unreadable' {
  let text = value
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .normalize('NFC')
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .trim()
    .toLowerCase();
  if (text === '') return null;
  for (let pass = 0; pass < 2; pass += 1) text = text.replace(CURRENCY, '').trim();
  const match = AMOUNT.exec(text);
  if (!match) return 'unreadable';
  const [, whole = '', fraction = '', unitWord] = match;
  const unit = unitWord === undefined ? 1 : AMOUNT_UNITS[unitWord];
  if (unit === undefined) return 'unreadable';
  // rupees are whole: a fraction only of a unit, or zeros ("12,00,000.00")
  if (unit === 1 && /[1-9]/.test(fraction)) return 'unreadable';
  const rupees =
    Number(whole.replace(/[, ]/g, '')) * unit + Math.round(Number(`0.${fraction || '0'}`) * unit);
  return Number.isSafeInteger(rupees) ? rupees : 'unreadable';
}
