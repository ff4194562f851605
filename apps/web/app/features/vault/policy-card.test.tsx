// Each document in the vault is a button that names its kind, in English and in Hindi, with the file's name and
// the day it was added beside it (and read out with it), so two documents on one policy are never two alike
// "Download Document" buttons.
import type { PolicyView } from '@bimasetu/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { PolicyCard } from './policy-card';

const member = { name: 'R. K. Sharma', relation: 'Self', dob: null, memberId: '' } as const;

const policy: PolicyView = {
  id: 7,
  source: 'added',
  line: 'health',
  insurer: 'Star Health',
  planName: '',
  policyNumber: 'P/211200/01/2025/004512',
  members: [member],
  nominee: null,
  sumInsured: 500_000,
  premium: null,
  premiumFrequency: null,
  startDate: null,
  endDate: '2026-12-15',
  documentReceivedOn: null,
  renewalDueOn: '2026-12-15',
  status: 'active',
  claimHelpline: '',
  claimHelplineSource: '',
  tpaName: '',
  tpaHelpline: '',
  requestReference: '',
  helpRequested: false,
  createdAt: '2026-11-30T01:40:00.000Z',
  today: '2026-11-30',
  freeLookEndsOn: null,
  freeLookDaysLeft: null,
  daysToRenewal: 15,
  graceEndsOn: null,
  documents: [
    {
      id: 11,
      kind: 'policy',
      fileName: 'star-policy.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedAt: '2026-11-30T01:40:00.000Z',
      claimItem: null,
    },
    {
      id: 12,
      kind: 'other',
      fileName: 'claim-form.pdf',
      contentType: 'application/pdf',
      size: 1024,
      uploadedAt: '2026-11-30T01:43:00.000Z',
      claimItem: 'claim-form',
    },
    {
      id: 13,
      kind: 'other',
      fileName: 'rent-receipt.pdf',
      contentType: 'application/pdf',
      size: 1024,
      uploadedAt: '2026-11-30T01:44:00.000Z',
      claimItem: null,
    },
  ],
};

const downloads = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-describedby'))
    .map((button) => [
      button.textContent?.trim(),
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ]);

describe('PolicyCard’s documents', () => {
  it('names each document’s kind on its button, with its file and date beside it', () => {
    renderScreen(<PolicyCard policy={policy} member={member} onAskHelp={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Download policy document' })).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Download document sent with a claim' })
        .getAttribute('aria-describedby'),
    ).toBe('document-12-file');
    expect(screen.queryByRole('button', { name: 'Download Document' })).toBeNull();
    expect(downloads()).toEqual([
      ['Download policy document', 'star-policy.pdf, added on 30/11/2026'],
      ['Download document sent with a claim', 'claim-form.pdf, added on 30/11/2026'],
      ['Download other document', 'rent-receipt.pdf, added on 30/11/2026'],
    ]);
  });

  it('says them in Hindi on a Hindi page', () => {
    renderScreen(
      <LocaleContext.Provider value="hi">
        <PolicyCard policy={policy} member={member} onAskHelp={() => undefined} />
      </LocaleContext.Provider>,
    );
    expect(downloads()).toEqual([
      ['पॉलिसी दस्तावेज़ डाउनलोड करें', 'star-policy.pdf, 30/11/2026 को जोड़ा गया'],
      ['क्लेम के साथ भेजा गया दस्तावेज़ डाउनलोड करें', 'claim-form.pdf, 30/11/2026 को जोड़ा गया'],
      ['अन्य दस्तावेज़ डाउनलोड करें', 'rent-receipt.pdf, 30/11/2026 को जोड़ा गया'],
    ]);
  });
});

describe('PolicyCard’s heading', () => {
  it('names the insurer once when the plan’s name starts with it', () => {
    const car: PolicyView = {
      ...policy,
      line: 'car',
      insurer: 'ICICI Lombard',
      planName: 'ICICI Lombard Comprehensive Car Insurance',
    };
    renderScreen(<PolicyCard policy={car} member={member} onAskHelp={() => undefined} />);
    const header = screen.getByRole('heading', { level: 3 }).closest('header');
    expect(header?.textContent).toBe('ICICI Lombard · CarComprehensive Car InsuranceActive');
    expect(screen.queryByText(/ICICI Lombard Comprehensive/)).toBeNull();
  });

  it('keeps a plan’s name that does not start with the insurer’s', () => {
    const other: PolicyView = { ...policy, planName: 'Family Health Optima' };
    renderScreen(<PolicyCard policy={other} member={member} onAskHelp={() => undefined} />);
    expect(screen.getByText('Family Health Optima')).toBeTruthy();
  });
});
