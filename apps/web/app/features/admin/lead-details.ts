// A lead's details (each line's own form) as readable rows: "sumAssured" -> "Sum assured", lists joined,
// yes/no for ticks, and the term forms' gender codes as words.
import { TERM_GENDERS } from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';

const KNOWN_LABELS: Record<string, string> = {
  dob: 'Date of birth',
  whatsapp: 'WhatsApp updates',
  pincode: 'PIN code',
  serverQuote: 'Our price for these details',
};

export interface DetailRow {
  label: string;
  value: string;
}

/** "sumAssured" -> "Sum assured", "dob" -> "Dob" (keys come from the forms, labels are best effort). */
export function detailLabel(key: string): string {
  const known = KNOWN_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${detailLabel(k)}: ${valueText(v)}`)
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value).trim();
}

interface KeptQuote {
  rateVersion: string;
  pricedOn: string;
  assumptions: string[];
  plans: { planId: string; total: number }[];
}

/** The server's own price of the lead (never the browser's): each plan's total, the rates and what it assumed. */
function quoteText(quote: KeptQuote): string {
  const plans = quote.plans.map((p) => `${p.planId} ${formatRupees(p.total)}`).join(', ');
  const [yyyy, mm, dd] = quote.pricedOn.split('-');
  return `${plans} (rates ${quote.rateVersion}, priced on ${dd}/${mm}/${yyyy}). ${quote.assumptions.join(' ')}`;
}

function detailValue(key: string, value: unknown): string {
  if (key === 'serverQuote' && typeof value === 'object' && value !== null && 'plans' in value) {
    return quoteText(value as KeptQuote);
  }
  if (key === 'gender' && typeof value === 'number') {
    return TERM_GENDERS.find((g) => g.code === value)?.label ?? String(value);
  }
  return valueText(value);
}

export function leadDetails(details: Record<string, unknown>): DetailRow[] {
  return Object.entries(details)
    .map(([key, value]) => ({ label: detailLabel(key), value: detailValue(key, value) }))
    .filter((row) => row.value !== '');
}
