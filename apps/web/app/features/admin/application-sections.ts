// The whole application as the adviser reads it: the contract catalogue's labelled fields grouped as on
// /dashboard, sections nobody filled left out, amounts in rupees and the Aadhaar number masked; the cover named
// by the policy type (`coverNameOf`, as on the customer's form).
import {
  ADVISER_APPLICATION_SECTIONS,
  APPLICATION_FIELDS,
  COVER_ADVISER_LABELS,
  coverNameOf,
  type ApplicationFieldKind,
} from '@bimasetu/contract';
import { formatRupees } from '~/lib/format';

export interface ApplicationRow {
  label: string;
  value: string;
}

export interface ApplicationSection {
  title: string;
  rows: ApplicationRow[];
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function shown(value: string, kind: ApplicationFieldKind): string {
  if (!value) return '';
  if (kind === 'rupees') return formatRupees(value) || value;
  if (kind === 'years') return `${value} years`;
  return value;
}

export function applicationSections(
  application: Record<string, unknown>,
  maskedAadhaar: string,
): ApplicationSection[] {
  const values: Record<string, unknown> = { ...application, aadhaar: maskedAadhaar };
  const sections: ApplicationSection[] = [];
  for (const section of ADVISER_APPLICATION_SECTIONS) {
    const rows = section.fields.map((key) => {
      const { label, adviserLabel = label, kind } = APPLICATION_FIELDS[key];
      // the cover is named as on the customer's form: sum assured, sum insured or IDV by policy type
      const named =
        key === 'sumAssured' ? COVER_ADVISER_LABELS[coverNameOf(values.policyType)] : adviserLabel;
      return { label: named, value: shown(text(values[key]), kind) };
    });
    if (rows.some((row) => row.value)) {
      sections.push({ title: section.title, rows: rows.map((row) => ({ ...row, value: row.value || '—' })) });
    }
  }
  // Fields stored before a rename, or sent by an older form, still reach the adviser.
  const other = Object.keys(values)
    .filter((key) => !Object.hasOwn(APPLICATION_FIELDS, key) && text(values[key]))
    .map((key) => ({ label: key, value: text(values[key]) }));
  if (other.length > 0) sections.push({ title: 'Other', rows: other });
  return sections;
}
