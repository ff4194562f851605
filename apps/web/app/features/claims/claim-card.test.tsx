// A cashless claim on the customer's screen: the discharge step offered while the server's `next` allows it (and
// posted to the server), and a run-out final authorisation said from the server's `missed` code in English and
// Hindi, beside the prepared complaint.
import type { ClaimView } from '@bimasetu/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { ClaimCard } from './claim-card';

const source = { title: 'IRDAI Master Circular on Health Insurance Business', date: '2024-05-29', says: '' };

function cashless(overrides: Partial<ClaimView> = {}): ClaimView {
  return {
    id: 41,
    policyId: 7,
    policyNumber: 'NB-1001',
    insurer: 'Niva Bupa',
    kind: 'cashless',
    state: 'approved',
    claimedAmount: 180_000,
    approvedAmount: 150_000,
    insurerReference: 'CL/2026/7001',
    deductions: [],
    checklist: [{ item: 'health-card', uploaded: true }],
    clock: {
      rule: 'cashlessAuthorisation',
      startedAt: '2026-06-10T04:30:00.000Z',
      dueAt: '2026-06-10T05:30:00.000Z',
      state: 'running',
      stopped: true,
      inTime: true,
      whenMissed: 'escalate',
      missed: null,
      source,
    },
    grievance: null,
    timeline: [],
    next: ['discharge-requested', 'paid'],
    ...overrides,
  };
}

const ranOut = cashless({
  state: 'discharge-requested',
  next: ['approved', 'partly-approved', 'rejected'],
  clock: {
    rule: 'dischargeAuthorisation',
    startedAt: '2026-06-12T16:45:00.000Z',
    dueAt: '2026-06-12T19:45:00.000Z',
    state: 'breached',
    stopped: false,
    inTime: null,
    whenMissed: 'insurer-bears-extra-hospital-charges',
    missed: 'insurer-bears-extra-hospital-charges',
    source,
  },
  grievance: {
    reason: 'clock-ran-out',
    recorded: [],
    canRecord: ['sent-to-insurer'],
    insurerDeadline: null,
    ombudsmanDeadline: null,
    overOmbudsmanLimit: false,
    steps: [
      { rung: 'insurer-grievance-officer', open: true, opensAt: null, closesAt: null, barred: null },
      { rung: 'bima-bharosa', open: false, opensAt: null, closesAt: null, barred: null },
      { rung: 'ombudsman', open: false, opensAt: null, closesAt: null, barred: null },
    ],
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ClaimCard on a cashless claim', () => {
  it('offers the discharge step on an authorised claim and records it with the server', async () => {
    logIn('9876500081');
    const calls = stubFetch({
      'POST /api/Insurance/Claims/41/Discharge': { body: { isSuccess: true, message: '', result: ranOut } },
    });
    renderScreen(<ClaimCard claim={cashless()} mobile="9876500081" />);
    await userEvent.click(
      screen.getByRole('button', { name: 'The hospital has asked for the final authorisation' }),
    );
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        'POST /api/Insurance/Claims/41/Discharge',
      ),
    );
  });

  it('offers no discharge step once the server does not', () => {
    renderScreen(<ClaimCard claim={cashless({ next: ['paid'] })} mobile="9876500081" />);
    expect(screen.queryByRole('button', { name: /final authorisation/ })).toBeNull();
  });

  it('says the extra charges are the insurer’s once the final authorisation runs out, with the complaint', () => {
    renderScreen(<ClaimCard claim={ranOut} mobile="9876500081" />);
    expect(screen.getByTestId('clock-missed').textContent).toBe(
      'The insurer is past its deadline: extra hospital charges caused by the delay are the insurer’s to bear, not yours.',
    );
    expect(screen.getByText('The insurer missed its deadline on this claim.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /final authorisation/ })).toBeNull();
  });

  it('says it in Hindi on a Hindi page', () => {
    renderScreen(
      <LocaleContext.Provider value="hi">
        <ClaimCard claim={ranOut} mobile="9876500081" />
      </LocaleContext.Provider>,
    );
    expect(screen.getByTestId('clock-missed').textContent).toBe(
      'बीमा कंपनी की समय-सीमा निकल गई: देरी से बढ़ा अस्पताल का अतिरिक्त खर्च बीमा कंपनी देगी, आप नहीं।',
    );
  });
});
