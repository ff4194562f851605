// zod-free rules and words of the travel form and booking: a quote form's first load imports these, and the schema in travel.ts
// (with zod) only when the form is first used (apps/web/app/lib/use-schema-form.ts).
import { DISEASE_YEARS_BACK } from './travel-words.ts';

export const bookingMessages = {
  fullName: 'Enter the full name as on the passport (letters and spaces only).',
  gender: 'Select a gender.',
  dob: 'Enter a real date of birth as dd/mm/yyyy.',
  nationality: 'Enter the nationality.',
  visaType: 'Select a visa type.',
  passport: 'Enter a valid passport number (6 to 9 letters or digits).',
  pan: 'Enter a valid PAN, e.g. ABCDE1234F.',
  mobile: 'Enter a valid 10-digit mobile number.',
  nominee: "Enter the nominee's name (letters and spaces only).",
  relation: "Select the nominee's relation.",
  diseaseYear: 'Select the year it was diagnosed.',
} as const;

/** The last 20 years, newest first, for the year a disease was diagnosed. */
export function diseaseYears(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: DISEASE_YEARS_BACK }, (_, i) => String(year - i));
}

/** Today as yyyy-mm-dd in the local time zone (what a date input shows). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
