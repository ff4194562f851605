import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch, type StubReply } from '~/lib/test-utils';
import { MessagesScreen } from './messages-screen';

const long = `${'Please explain the waiting period for my mother. '.repeat(3)}Thanks.`;
const message = (id: number, text: string, extra: object = {}) => ({
  id,
  parentmessageid: null,
  messageDate: '2026-03-05T06:00:00.000Z',
  fromMobile: '9876543210',
  toMobile: 'admin',
  messageContent: text,
  status: 'new',
  ...extra,
});

let sent: ReturnType<typeof message>[];
let received: ReturnType<typeof message>[];
const list = (): StubReply => ({
  body: { isSuccess: true, userSentMessageList: sent, userReceivedMessageList: received },
});
const ok: StubReply = { body: { isSuccess: true, message: 'done' } };

beforeEach(() => {
  localStorage.clear();
  logIn('9876543210', 'tok');
  sent = [message(1, 'Short question'), message(2, long)];
  received = [message(3, 'Your policy is ready', { fromMobile: 'admin', toMobile: '9876543210' })];
});
afterEach(() => vi.unstubAllGlobals());

describe('MessagesScreen', () => {
  it('asks a logged-out visitor to log in', () => {
    localStorage.clear();
    stubFetch({});
    renderScreen(<MessagesScreen />, '/messages');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login?next=%2Fmessages');
  });

  it('fetches the lists only when an accordion opens, one open at a time', async () => {
    const calls = stubFetch({ 'GET /api/Insurance/GetUserMessageList': () => list() });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    expect(calls).toHaveLength(0);
    const sentButton = screen.getByRole('button', { name: /Sent Messages/ });
    await user.click(sentButton);
    expect(sentButton).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Short question')).toBeVisible();
    const before = calls.length;
    const receivedButton = screen.getByRole('button', { name: /Received Messages/ });
    await user.click(receivedButton);
    expect(sentButton).toHaveAttribute('aria-expanded', 'false');
    expect(receivedButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    await user.click(receivedButton);
    expect(receivedButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('previews a long message as 50 characters and an ellipsis, and expands it', async () => {
    stubFetch({ 'GET /api/Insurance/GetUserMessageList': () => list() });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Sent Messages/ }));
    expect(await screen.findByText(`${long.slice(0, 50)}…`)).toBeInTheDocument();
    const view = screen.getByRole('button', { name: 'View full message' });
    await user.click(view);
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Reply only on received messages', async () => {
    stubFetch({ 'GET /api/Insurance/GetUserMessageList': () => list() });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Sent Messages/ }));
    await screen.findByText('Short question');
    expect(screen.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Received Messages/ }));
    expect(await screen.findByRole('button', { name: /Reply/ })).toBeInTheDocument();
  });

  it('alerts on an empty message and sends a real one as the spec payload, then refreshes the list', async () => {
    const calls = stubFetch({
      'GET /api/Insurance/GetUserMessageList': () => list(),
      'POST /api/Insurance/AddUserMessage': (call) => {
        sent = [message(9, (call.body as { messageContent: string }).messageContent), ...sent];
        return ok;
      },
    });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start a Conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a Conversation' });
    await user.type(within(dialog).getByLabelText('Your message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a message before sending.');
    await user.clear(within(dialog).getByLabelText('Your message'));
    await user.type(within(dialog).getByLabelText('Your message'), '  Need a health quote  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Need a health quote')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      parentmessageid: null,
      fromMobile: '9876543210',
      toMobile: 'admin',
      messageContent: 'Need a health quote',
      status: 'new',
    });
    expect(post.headers.Authorization).toBe('Bearer tok');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a pasted message over 2,000 characters whole, counts it and refuses to send it', async () => {
    const calls = stubFetch({ 'GET /api/Insurance/GetUserMessageList': () => list() });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start a Conversation' }));
    const box = screen.getByLabelText('Your message');
    box.focus();
    await user.paste('a'.repeat(2_005));
    expect(box).toHaveValue('a'.repeat(2_005));
    expect(box).toHaveAccessibleDescription('5 characters too many: shorten it to 2,000 to send');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your message is longer than 2,000 characters. Please shorten it to send.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(box, '{Backspace>5/}');
    expect(box).toHaveAccessibleDescription('2,000 of 2,000 characters');
  });

  it('alerts when sending fails', async () => {
    stubFetch({
      'POST /api/Insurance/AddUserMessage': { status: 500, body: { isSuccess: false, message: 'x' } },
    });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start a Conversation' }));
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
  });

  it('deletes one message and refreshes the list', async () => {
    const calls = stubFetch({
      'GET /api/Insurance/GetUserMessageList': () => list(),
      'DELETE /api/Insurance/DeleteMessage': () => {
        sent = sent.filter((m) => m.id !== 1);
        return ok;
      },
    });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Sent Messages/ }));
    await screen.findByText('Short question');
    await user.click(screen.getAllByRole('button', { name: /Delete the message/ })[0]!);
    await waitFor(() => expect(screen.queryByText('Short question')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/Insurance/DeleteMessage?messageId=1');
  });

  it('clears a box after the Confirm Deletion dialog, and not on Cancel', async () => {
    const calls = stubFetch({
      'GET /api/Insurance/GetUserMessageList': () => list(),
      'DELETE /api/Insurance/DeleteAllMessage': () => {
        received = [];
        return ok;
      },
    });
    renderScreen(<MessagesScreen />, '/messages');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Received Messages/ }));
    await screen.findByText('Your policy is ready');
    const panel = document.getElementById('messages-receive')!;
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Deletion' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete All' }));
    expect(await screen.findByText('No messages from our advisers yet.')).toBeInTheDocument();
    // Clear All is disabled now: the focus is on the box's heading button, not lost to the page
    await waitFor(() => expect(screen.getByRole('button', { name: /Received Messages/ })).toHaveFocus());
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe(
      '/api/Insurance/DeleteAllMessage?type=receive&mobile=9876543210',
    );
  });
});
