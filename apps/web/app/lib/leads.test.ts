import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLead } from './leads';

afterEach(() => vi.unstubAllGlobals());

const details = { fullName: 'Asha Rao' };

describe('submitLead', () => {
  it('sends nothing without consent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      submitLead({ line: 'term', consent: false, contactPreference: 'Call', details }),
    ).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the envelope to AddLead with consent', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ isSuccess: true, message: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      submitLead({ line: 'car', consent: true, contactPreference: 'WhatsApp', details }),
    ).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Insurance/AddLead');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      line: 'car',
      consent: true,
      contactPreference: 'WhatsApp',
      details,
    });
  });

  it('never rejects, even when the server refuses or cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ isSuccess: false, message: 'bad' }), { status: 400 })),
    );
    await expect(
      submitLead({ line: 'health', consent: true, contactPreference: 'SMS', details }),
    ).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(
      submitLead({ line: 'health', consent: true, contactPreference: 'SMS', details }),
    ).resolves.toBe(false);
  });
});
