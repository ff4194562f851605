// The whole application as the adviser reads it: labelled fields in the order of the form, grouped as on
// /dashboard, sections nobody filled left out, amounts in rupees and the Aadhaar number masked.
import { formatRupees } from '~/lib/format';

export interface ApplicationRow {
  label: string;
  value: string;
}

export interface ApplicationSection {
  title: string;
  rows: ApplicationRow[];
}

type FieldSpec = [key: string, label: string, kind?: 'rupees' | 'years'];

const SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Personal details',
    fields: [
      ['fullName', 'Full name'],
      ['dob', 'Date of birth'],
      ['gender', 'Gender'],
      ['maritalStatus', 'Marital status'],
      ['nationality', 'Nationality'],
      ['pan', 'PAN'],
      ['aadhaar', 'Aadhaar'],
      ['address', 'Address'],
    ],
  },
  {
    title: 'Contact',
    fields: [
      ['phone', 'Phone'],
      ['email', 'Email'],
    ],
  },
  {
    title: 'Nominee',
    fields: [
      ['nomineeName', 'Nominee name'],
      ['nomineeRelation', 'Relation'],
      ['nomineeDob', 'Nominee date of birth'],
    ],
  },
  {
    title: 'Policy',
    fields: [
      ['plan', 'Plan chosen'],
      ['policyType', 'Policy type'],
      ['sumAssured', 'Sum assured', 'rupees'],
      ['policyTerm', 'Policy term', 'years'],
      ['paymentFrequency', 'Payment frequency'],
    ],
  },
  {
    title: 'Work and health',
    fields: [
      ['occupation', 'Occupation'],
      ['income', 'Yearly income', 'rupees'],
      ['employer', 'Employer'],
      ['lifestyle', 'Lifestyle'],
      ['existingIllness', 'Existing illness'],
      ['familyHistory', 'Family medical history'],
    ],
  },
  {
    title: 'Vehicle',
    fields: [
      ['vehicleType', 'Vehicle type'],
      ['brand', 'Brand'],
      ['model', 'Model'],
      ['fuelType', 'Fuel type'],
      ['variant', 'Variant'],
      ['regYear', 'Registration year'],
      ['regMonth', 'Registration month'],
      ['commercialActivity', 'Used for commercial activity'],
    ],
  },
];

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function shown(value: string, kind: FieldSpec[2]): string {
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
  const known = new Set<string>();
  const sections: ApplicationSection[] = [];
  for (const section of SECTIONS) {
    const rows = section.fields.map(([key, label, kind]) => {
      known.add(key);
      return { label, value: shown(text(values[key]), kind) };
    });
    if (rows.some((row) => row.value)) {
      sections.push({ title: section.title, rows: rows.map((row) => ({ ...row, value: row.value || '—' })) });
    }
  }
  // Fields added to the form later still reach the adviser.
  const other = Object.keys(values)
    .filter((key) => !known.has(key) && text(values[key]))
    .map((key) => ({ label: key, value: text(values[key]) }));
  if (other.length > 0) sections.push({ title: 'Other', rows: other });
  return sections;
}
