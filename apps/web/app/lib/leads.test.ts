import { apiPaths } from '@bimasetu/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLead } from './leads';
import { acceptLeads, stubFetch } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

const details = { fullName: 'Asha Rao' };

describe('submitLead', () => {
  it('sends nothing without consent', async () => {
    const calls = stubFetch({});
    await expect(
      submitLead({ line: 'term', consent: false, marketing: false, contactPreference: 'Call', details }),
    ).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('posts the envelope to AddLead with consent', async () => {
    const calls = acceptLeads();
    await expect(
      submitLead({ line: 'car', consent: true, marketing: false, contactPreference: 'WhatsApp', details }),
    ).resolves.toBe(true);
    expect(calls[0]?.url).toBe('/api/Insurance/AddLead');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      line: 'car',
      consent: true,
      marketing: false,
      contactPreference: 'WhatsApp',
      screen: '/',
      details,
    });
  });

  it('keeps offers and reminders alone, without a call-back, when only that box is ticked', async () => {
    const calls = acceptLeads();
    await expect(
      submitLead({ line: 'term', consent: false, marketing: true, contactPreference: 'SMS', details }),
    ).resolves.toBe(true);
    expect(calls[0]?.body).toMatchObject({ consent: false, marketing: true });
  });

  it('never rejects, even when the server refuses or cannot be reached', async () => {
    stubFetch({ [`POST ${apiPaths.addLead}`]: { status: 400, body: { isSuccess: false, message: 'bad' } } });
    await expect(
      submitLead({ line: 'health', consent: true, marketing: false, contactPreference: 'SMS', details }),
    ).resolves.toBe(false);
    stubFetch({ [`POST ${apiPaths.addLead}`]: { networkError: true } });
    await expect(
      submitLead({ line: 'health', consent: true, marketing: false, contactPreference: 'SMS', details }),
    ).resolves.toBe(false);
  });
});
