// A service request on the customer's screen: an open one can be withdrawn after a confirmation (posted to the
// server, then shown withdrawn with its date); while it is sent the button says so; a request closed meanwhile
// (409) says it was already closed and is read again; a failure to reach the server leaves it as it was and says
// so. A closed request offers no withdraw; Hindi pages say all of it in Hindi.
import { claimMessages, claimPaths, type serviceRequestView } from '@bimasetu/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch, type StubReply } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { ClaimsScreen } from './claims-screen';
import { ServiceRequestCard } from './service-request-card';

type ServiceRequest = z.infer<typeof serviceRequestView>;

const MOBILE = '9876500081';
const WITHDRAW = `POST ${claimPaths.serviceRequestWithdraw.replace(':id', '7')}`;
const LIST = `GET ${claimPaths.serviceRequests}`;

const open: ServiceRequest = {
  id: 7,
  policyId: 3,
  policyNumber: 'NB-1001',
  kind: 'mid-term-cancellation',
  state: 'sent-to-insurer',
  details: 'Moving abroad',
  clock: {
    rule: 'serviceRequest',
    startedAt: '2026-06-10T04:30:00.000Z',
    dueAt: '2026-06-17T18:29:59.999Z',
    state: 'running',
    stopped: false,
    inTime: null,
    whenMissed: null,
    missed: null,
    source: { title: 'IRDAI Master Circular on Policyholders’ Protection', date: '2024-06-11', says: '' },
  },
  timeline: [
    { state: 'requested', note: 'Moving abroad', at: '2026-06-10T04:30:00.000Z', by: 'you' },
    { state: 'sent-to-insurer', note: '', at: '2026-06-11T05:00:00.000Z', by: 'adviser' },
  ],
  next: ['acknowledged', 'done', 'refused'],
};

const withdrawn: ServiceRequest = {
  ...open,
  state: 'withdrawn',
  clock: { ...open.clock, stopped: true, inTime: true },
  timeline: [...open.timeline, { state: 'withdrawn', note: '', at: '2026-06-12T05:00:00.000Z', by: 'you' }],
  next: [],
};

const answer = (result: ServiceRequest, message = '') => ({ body: { isSuccess: true, message, result } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens the confirmation from the card and answers it with `button`. */
async function withdrawThrough(button: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw this request?' });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

describe('ServiceRequestCard: withdrawing an open request', () => {
  it('asks first, then withdraws it with the server and shows it withdrawn with its date', async () => {
    logIn(MOBILE);
    const calls = stubFetch({ [WITHDRAW]: answer(withdrawn, claimMessages.serviceRequestWithdrawn) });
    renderScreen(<ServiceRequestCard request={open} mobile={MOBILE} />);
    await withdrawThrough('Yes, withdraw it');
    expect(await screen.findByText('Withdrawn on 12/06/2026.')).toBeInTheDocument();
    // no deadline runs for it now: no "On time", no due date
    expect(screen.queryByText(/On time|Due by/)).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([WITHDRAW]);
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(screen.getByText('Your request is withdrawn.')).toBeInTheDocument();
    // the state beside the kind, and the step on the timeline
    expect(screen.getAllByText('Withdrawn')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the button that opened the dialog is gone: the focus is on the request, not lost to the page
    await waitFor(() => expect(screen.getByRole('article')).toHaveFocus());
  });

  it('sends nothing when the customer keeps the request', async () => {
    const calls = stubFetch({ [WITHDRAW]: answer(withdrawn) });
    renderScreen(<ServiceRequestCard request={open} mobile={MOBILE} />);
    await withdrawThrough('Keep the request');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    // still as it was: the state beside the kind and its step on the timeline
    expect(screen.getAllByText('Sent to the insurer', { selector: 'span' })).toHaveLength(2);
  });

  it('shows the withdraw as pending until the server answers', async () => {
    let reply: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            reply = resolve;
          }),
      ),
    );
    renderScreen(<ServiceRequestCard request={open} mobile={MOBILE} />);
    await withdrawThrough('Yes, withdraw it');
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, withdraw it' });
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Withdrawing…', hidden: true })).toBeDisabled();
    reply(new Response(JSON.stringify(answer(withdrawn).body), { status: 200 }));
    expect(await screen.findByText('Withdrawn on 12/06/2026.')).toBeInTheDocument();
  });

  it.each<[string, StubReply]>([
    ['the server cannot be reached', { networkError: true }],
    [
      'the records are away (503)',
      { status: 503, body: { isSuccess: false, message: 'Service unavailable' } },
    ],
  ])('keeps the request as it was and says so when %s', async (_case, reply) => {
    stubFetch({ [WITHDRAW]: reply });
    renderScreen(<ServiceRequestCard request={open} mobile={MOBILE} />);
    await withdrawThrough('Yes, withdraw it');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not withdraw the request just now; it stays as it was. Please try again.',
    );
    // still as it was: the state beside the kind and its step on the timeline
    expect(screen.getAllByText('Sent to the insurer', { selector: 'span' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeEnabled();
  });

  it('offers no withdraw on a closed request', () => {
    for (const request of [
      withdrawn,
      { ...open, state: 'done' as const, next: [] },
      { ...open, state: 'refused' as const, next: [] },
    ]) {
      const view = renderScreen(<ServiceRequestCard request={request} mobile={MOBILE} />);
      expect(screen.queryByRole('button', { name: 'Withdraw request' }), request.state).toBeNull();
      view.unmount();
    }
  });

  it('says it in Hindi on a Hindi page', async () => {
    stubFetch({ [WITHDRAW]: answer(withdrawn) });
    renderScreen(
      <LocaleContext.Provider value="hi">
        <ServiceRequestCard request={open} mobile={MOBILE} />
      </LocaleContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'अनुरोध वापस लें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह अनुरोध वापस लें?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'हाँ, वापस लें' }));
    expect(await screen.findByText('12/06/2026 को वापस लिया गया।')).toBeInTheDocument();
    expect(screen.getAllByText('वापस लिया गया')).toHaveLength(2);
  });
});

describe('My claims: a request closed before the withdraw arrived', () => {
  it('says it was already closed and shows it as it now stands', async () => {
    logIn(MOBILE);
    let requests = [open];
    const calls = stubFetch({
      [`GET ${claimPaths.claims}`]: { body: { isSuccess: true, result: [] } },
      [LIST]: () => ({ body: { isSuccess: true, result: requests } }),
      [WITHDRAW]: () => {
        // an adviser marked it done a moment before
        requests = [
          { ...open, state: 'done', next: [], clock: { ...open.clock, stopped: true, inTime: true } },
        ];
        return { status: 409, body: { isSuccess: false, message: claimMessages.serviceRequestClosed } };
      },
    });
    renderScreen(<ClaimsScreen />, '/my-claims');
    await screen.findByRole('button', { name: 'Withdraw request' });
    await withdrawThrough('Yes, withdraw it');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This request was already closed, so it could not be withdrawn. It is shown here as it stands now.',
    );
    expect(await screen.findByText('Done', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    expect(calls.filter((call) => `${call.method} ${call.url}` === LIST)).toHaveLength(2);
  });
});
