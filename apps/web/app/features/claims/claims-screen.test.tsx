// Landing on My claims from the vault's Start a claim when the same claim was already open: that claim's card says
// the documents were not sent again (in English and Hindi), and no other card, nor a visit of its own, says it.
import type { ClaimView } from '@bimasetu/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alreadyOpenState } from '~/lib/claim-landing';
import { logIn, renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { ClaimsScreen } from './claims-screen';

const claim = (id: number): ClaimView => ({
  id,
  policyId: 7,
  policyNumber: 'NB-77001/2026',
  insurer: 'Niva Bupa',
  kind: 'reimbursement',
  state: 'intimated',
  claimedAmount: 150_000,
  approvedAmount: null,
  insurerReference: '',
  deductions: [],
  checklist: [{ item: 'discharge-summary', uploaded: true }],
  clock: null,
  grievance: null,
  timeline: [],
  next: ['documents-pending', 'submitted'],
});

const SENT_NOTHING =
  'You already have this claim open; we have not sent the documents again. Add any new ones on the claim.';

beforeEach(() => {
  localStorage.clear();
  logIn('9876543210', 'token-1');
  stubFetch({
    'GET /api/Insurance/Claims': { body: { isSuccess: true, result: [claim(30), claim(31)] } },
    'GET /api/Insurance/ServiceRequests': { body: { isSuccess: true, result: [] } },
  });
});
afterEach(() => vi.unstubAllGlobals());

const cardOf = (id: number) => document.getElementById(`claim-${id}`)!.closest('article')!;

describe('My claims, arriving with the same claim already open', () => {
  it('says on that claim’s card that nothing was sent again', async () => {
    renderScreen(<ClaimsScreen />, '/my-claims', alreadyOpenState({ claimId: 31, documentsChosen: true }));
    await screen.findAllByRole('article');
    expect(within(cardOf(31)).getByRole('status').textContent).toBe(SENT_NOTHING);
    expect(within(cardOf(30)).queryByText(SENT_NOTHING)).toBeNull();
    expect(screen.getAllByText(SENT_NOTHING)).toHaveLength(1);
  });

  it('says it in Hindi on a Hindi page', async () => {
    renderScreen(
      <LocaleContext.Provider value="hi">
        <ClaimsScreen />
      </LocaleContext.Provider>,
      '/hi/my-claims',
      alreadyOpenState({ claimId: 31, documentsChosen: true }),
    );
    await screen.findAllByRole('article');
    expect(within(cardOf(31)).getByRole('status').textContent).toBe(
      'आपका यह क्लेम पहले से खुला है; हमने दस्तावेज़ दोबारा नहीं भेजे। कोई नया दस्तावेज़ हो तो उसे इसी क्लेम पर जोड़ें।',
    );
  });

  it('says it was open, with no word of documents, when none was chosen', async () => {
    renderScreen(<ClaimsScreen />, '/my-claims', alreadyOpenState({ claimId: 30, documentsChosen: false }));
    await screen.findAllByRole('article');
    expect(within(cardOf(30)).getByRole('status').textContent).toBe(
      'You already have this claim open; here it is. Add any new documents on the claim.',
    );
  });

  it('says nothing of it on a visit of its own', async () => {
    renderScreen(<ClaimsScreen />, '/my-claims');
    await screen.findAllByRole('article');
    expect(screen.queryByText(/already have this claim open/)).toBeNull();
  });
});
