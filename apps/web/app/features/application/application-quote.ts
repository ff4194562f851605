// The lead details behind the quote the form was opened from: the application's fields a line's quote form
// remembered (prefilled), and the details the server prices it from, their blank contact filled from the
// application. The hand-over's reading is application-handover.ts, its figure application-price.ts, the fields
// each policy asks application-asked.ts. Nothing here names a rating engine.
import {
  APPLICATION_GENDER_OF_TERM_CODE,
  ageOn,
  isRealDdMmYyyy,
  termGenderCode,
  lineApplications,
  NAME_MAX_LENGTH,
  type LeadLine,
  type LineApplication,
} from '@bimasetu/contract';
import type { QuoteHandover, QuoteLine } from '~/lib/quote-handover';
import { isFormLine, type FormLine } from './application-price';
import type { PricingLines } from './use-pricing-lines';
import type { ApplicationValues } from './application-values';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type LeadFields = LineApplication['leadFields'];

/** The application's fields each line's quote form takes, each under its name in the line's lead. */
const LEAD_FIELDS: Readonly<Record<FormLine, LeadFields>> = Object.fromEntries(
  Object.entries(lineApplications()).map(([line, sold]) => [line, sold.leadFields]),
) as Record<FormLine, LeadFields>;

/** A lead field's value as the application's field takes it ('' when it does not fit). */
function asApplication(field: keyof LeadFields, value: unknown): string {
  switch (field) {
    case 'fullName':
      return text(value).slice(0, NAME_MAX_LENGTH).trim();
    case 'dob':
      return isRealDdMmYyyy(text(value)) ? text(value) : '';
    case 'gender':
      // a term lead says its gender as a code
      return typeof value === 'number'
        ? (APPLICATION_GENDER_OF_TERM_CODE[value as keyof typeof APPLICATION_GENDER_OF_TERM_CODE] ?? '')
        : text(value);
    default:
      return text(value);
  }
}

/** The application's fields a line's quote form took, from the details it remembered. */
export function prefillFromLead(
  line: LeadLine,
  lead: Record<string, unknown> | null,
): Partial<ApplicationValues> {
  if (!lead || !isFormLine(line)) return {};
  const values: Partial<ApplicationValues> = {};
  for (const [field, key] of Object.entries(LEAD_FIELDS[line]) as [keyof LeadFields, string][]) {
    const value = asApplication(field, lead[key]);
    if (value) values[field] = value;
  }
  return values;
}

/** The age a quote form's person was on `today`, when its lead tells a date of birth (a term lead does). */
export function quotedAgeOf(lead: Record<string, unknown> | null, today: Date): number | undefined {
  const dob = text(lead?.dob);
  return isRealDdMmYyyy(dob) ? ageOn(dob, today) : undefined;
}

/** The vehicle's registration from the car or bike form, shown with the quote and sent in its details. */
export function plateOf(lead: Record<string, unknown> | null): string | null {
  const plate = text(lead?.registrationNumber);
  return plate || null;
}

/** A term lead rebuilt from the application's own fields, when the quote form remembered none. */
const termLeadOf = (values: ApplicationValues): Record<string, unknown> => ({
  gender: termGenderCode(values.gender) ?? 1,
  fullName: values.fullName,
  dob: values.dob,
  mobileNumber: values.phone,
  whatsapp: false,
});

/** The lines whose whole lead the application's own fields hold. */
const REBUILT_FROM_APPLICATION: Partial<
  Record<FormLine, (values: ApplicationValues) => Record<string, unknown>>
> = { term: termLeadOf, 'nri-term': termLeadOf, 'women-term': termLeadOf };

/**
 * What the form still needs before it can price the quote itself: a term plan opened without its quote form's
 * answers (the list opened from its address, in another tab) is priced from the application's own fields, and
 * needs the applicant's date of birth. Null when nothing is missing, or when it is not the applicant's to give.
 */
export function missingForPrice(
  handover: QuoteHandover,
  lead: Record<string, unknown> | null,
  dob: string,
): 'dob' | null {
  if (lead || !isFormLine(handover.line) || !REBUILT_FROM_APPLICATION[handover.line]) return null;
  return isRealDdMmYyyy(dob) ? null : 'dob';
}

/**
 * The `details` of the application's quote: what the line's quote form sent as its lead (the server checks them
 * with that line's own lead schema and prices them for the applicant), its blank name, mobile or email filled from
 * the application (a child family filled in on its list comes with none of them). A term quote can be rebuilt from the application's own fields; any other line needs what its form
 * remembered, or the application goes without a quote (and the form without a figure until the server's).
 */
export function quoteDetails(
  handover: QuoteHandover,
  lead: Record<string, unknown> | null,
  values: ApplicationValues,
): Record<string, unknown> | undefined {
  if (!isFormLine(handover.line)) return undefined;
  if (!lead) return REBUILT_FROM_APPLICATION[handover.line]?.(values);
  const details = { ...lead };
  const { fullName, phone, email } = LEAD_FIELDS[handover.line];
  for (const [key, value] of [
    [fullName, values.fullName],
    [phone, values.phone],
    [email, values.email],
  ] as const) {
    if (key && !text(details[key]) && text(value)) details[key] = value;
  }
  return details;
}

/**
 * The details the server is sent with the quote: only those the line's quote schema takes (its lead schema less
 * what its price never reads; the server checks them first), so a lead the application's fields cannot complete
 * prices in this browser only and the application is sent without a quote rather than refused. A child family
 * filled in on its list, with no city, is complete: the child price reads the family only. Before the lines have
 * loaded, the details as they are.
 */
export function detailsForServer(
  line: QuoteLine,
  details: Record<string, unknown> | undefined,
  lines: PricingLines | null,
): Record<string, unknown> | undefined {
  if (!details || !lines) return details;
  return lines.LINES[line].quoteSchema.safeParse(details).success ? details : undefined;
}
