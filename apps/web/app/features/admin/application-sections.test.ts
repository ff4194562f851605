import { describe, expect, it } from 'vitest';
import { applicationSections } from './application-sections';

describe('applicationSections', () => {
  it('groups the application, masks Aadhaar, writes rupees and years, and leaves out empty sections', () => {
    const sections = applicationSections(
      {
        fullName: 'Asha Rao',
        phone: '9876543210',
        policyType: 'Term',
        sumAssured: '5000000',
        policyTerm: '20',
        brand: '',
        referralCode: 'DIWALI',
      },
      'XXXXXXXX1234',
    );
    expect(sections.map((s) => s.title)).toEqual(['Personal details', 'Contact', 'Policy', 'Other']);
    const personal = sections[0]?.rows ?? [];
    expect(personal).toContainEqual({ label: 'Aadhaar', value: 'XXXXXXXX1234' });
    expect(personal).toContainEqual({ label: 'Gender', value: '—' });
    const policy = sections[2]?.rows ?? [];
    expect(policy).toContainEqual({ label: 'Sum assured', value: '₹50,00,000' });
    expect(policy).toContainEqual({ label: 'Policy term', value: '20 years' });
    expect(sections[3]?.rows).toEqual([{ label: 'referralCode', value: 'DIWALI' }]);
  });

  it('names the cover as the customer’s form does: sum assured for life, sum insured for health and home, IDV for motor', () => {
    const coverLabel = (policyType: string) =>
      applicationSections({ fullName: 'Asha Rao', policyType, sumAssured: '500000' }, '')
        .flatMap((s) => s.rows)
        .find((row) => row.value === '₹5,00,000')?.label;
    expect(coverLabel('Life')).toBe('Sum assured');
    expect(coverLabel('Term')).toBe('Sum assured');
    expect(coverLabel('Health')).toBe('Sum insured');
    expect(coverLabel('Home')).toBe('Sum insured');
    expect(coverLabel('Motor Insurance')).toBe('IDV');
  });
});
