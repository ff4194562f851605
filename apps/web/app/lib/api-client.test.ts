import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@bimasetu/contract';
import { ApiError, apiRequest, buildUrl } from './api-client';
import { loadedWords } from './words';
import { readSession, SESSION_KEYS, storeLogin, takeSessionEndReason } from './session';

// The client under test is what calls fetch, so these tests read fetch's own arguments (the body as sent,
// byte for byte) instead of stubFetch's parsed record.
function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('builds the query string and skips empty values', () => {
    expect(
      buildUrl(apiPaths.getMyLoanRequest, { countryCode: '91', mobile: '9876543210', x: undefined }),
    ).toBe('/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=9876543210');
  });

  it('sends JSON with the stored bearer token and answers the body', async () => {
    storeLogin('tok-1', '9876543210');
    const fetchMock = respond(200, { isSuccess: true, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const answer = await apiRequest(apiPaths.addUserMessage, {
      method: 'POST',
      body: { messageContent: 'Hi' },
    });
    expect(answer).toEqual({ isSuccess: true, message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Insurance/AddUserMessage');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ messageContent: 'Hi' }));
  });

  it('sends no token when none is stored', async () => {
    const fetchMock = respond(200, []);
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(apiPaths.getFaqList);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns an error answer into an ApiError carrying the server message', async () => {
    vi.stubGlobal('fetch', respond(400, { isSuccess: false, message: 'Invalid OTP' }));
    const error = await apiRequest(apiPaths.validateOtp).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Invalid OTP', message: 'Invalid OTP' });
  });

  it("says its own words, in the page's language, for a 503 or no network, and keeps a 4xx's own text", async () => {
    vi.stubGlobal(
      'fetch',
      respond(503, { isSuccess: false, message: 'The database is unavailable right now' }),
    );
    await expect(apiRequest(apiPaths.validateOtp)).rejects.toMatchObject({
      status: 503,
      serverMessage: loadedWords('en').ui!.unreachable,
      message: loadedWords('en').ui!.unreachable,
    });
    window.history.pushState({}, '', '/hi/login');
    try {
      await expect(apiRequest(apiPaths.validateOtp)).rejects.toMatchObject({
        serverMessage: loadedWords('hi').ui!.unreachable,
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await expect(apiRequest(apiPaths.validateOtp)).rejects.toMatchObject({
        status: 0,
        isNetworkError: true,
        serverMessage: loadedWords('hi').ui!.unreachable,
      });
      vi.stubGlobal('fetch', respond(400, { isSuccess: false, message: 'mobile: is required' }));
      await expect(apiRequest(apiPaths.validateOtp)).rejects.toMatchObject({
        serverMessage: 'mobile: is required',
      });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('treats isSuccess false as a failure even with status 200', async () => {
    vi.stubGlobal('fetch', respond(200, { isSuccess: false, message: 'OTP expired' }));
    await expect(apiRequest(apiPaths.validateOtp)).rejects.toMatchObject({
      status: 200,
      serverMessage: 'OTP expired',
    });
  });

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest(apiPaths.getFaqList).catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
  });

  it('logs the customer out when a call with a token answers 401', async () => {
    storeLogin('old', '9876543210');
    vi.stubGlobal('fetch', respond(401, { isSuccess: false, message: 'Please log in to continue' }));
    await expect(apiRequest(apiPaths.getUserMessageList)).rejects.toMatchObject({ status: 401 });
    expect(readSession().loggedIn).toBe(false);
    expect(localStorage.getItem(SESSION_KEYS.isLoggedin)).toBe('false');
    expect(takeSessionEndReason()).toBe('expired');
  });

  it('sends a token given by the caller and leaves the customer session alone on its 401', async () => {
    storeLogin('customer-tok', '9876543210');
    const fetchMock = respond(401, { isSuccess: false, message: 'Please log in to continue' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/Admin/Me', { token: 'adviser-tok' })).rejects.toMatchObject({
      status: 401,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer adviser-tok');
    expect(readSession().token).toBe('customer-tok');
  });
});
