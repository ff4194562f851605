import { apiPaths, CURRENT_CONSENT, type ConsentItem } from '@bimasetu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext, loadedWords } from '~/lib/words';
import { MyDataScreen } from './my-data-screen';

const MOBILE = '9876543210';
const consent = (over: Partial<ConsentItem>): ConsentItem => ({
  id: 1,
  purpose: 'marketing',
  textVersion: CURRENT_CONSENT.marketing.version,
  text: CURRENT_CONSENT.marketing.text,
  channel: 'SMS',
  screen: '/term-insurance',
  leadReference: null,
  givenAt: '2026-11-20T05:00:00.000Z',
  withdrawnAt: null,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  logIn(MOBILE);
});
afterEach(() => vi.unstubAllGlobals());

describe('MyDataScreen', () => {
  it('lists consents with their words and withdraws one at once', async () => {
    let withdrawn = false;
    const calls = stubFetch({
      [`GET ${apiPaths.getMyConsents}`]: () => ({
        body: {
          isSuccess: true,
          result: [consent({ withdrawnAt: withdrawn ? '2026-11-21T05:00:00.000Z' : null })],
        },
      }),
      [`POST ${apiPaths.withdrawConsent}`]: () => {
        withdrawn = true;
        return { body: { isSuccess: true, message: 'ok' } };
      },
    });
    renderScreen(<MyDataScreen />, '/my-data');
    expect(await screen.findByRole('heading', { name: 'Offers and reminders' })).toBeInTheDocument();
    expect(screen.getByText(/Given 20\/11\/2026 on \/term-insurance, by SMS/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw Offers and reminders given 20/11/2026' }),
    );
    expect(await screen.findByText('Withdrawn 21/11/2026')).toBeInTheDocument();
    // its Withdraw button is gone: the focus is on the consent, not lost to the page
    expect(screen.getByRole('listitem')).toHaveFocus();
    expect(calls.find((c) => c.url === apiPaths.withdrawConsent)?.body).toEqual({ id: 1 });
  });

  it('shows the agreed wording in Hindi on the Hindi page (the translation of the version recorded)', async () => {
    stubFetch({
      [`GET ${apiPaths.getMyConsents}`]: { body: { isSuccess: true, result: [consent({})] } },
    });
    renderScreen(
      <LocaleContext.Provider value="hi">
        <MyDataScreen />
      </LocaleContext.Provider>,
      '/hi/my-data',
    );
    const hindi = loadedWords('hi').consent!.texts['marketing-2026-11']!;
    expect(await screen.findByText(new RegExp(hindi.slice(0, 20)))).toBeInTheDocument();
    expect(screen.queryByText(/Send me offers/)).toBeNull();
  });

  it('erases the account after confirmation and forgets the session', async () => {
    stubFetch({
      [`GET ${apiPaths.getMyConsents}`]: { body: { isSuccess: true, result: [] } },
      [`POST ${apiPaths.eraseMyAccount}`]: { body: { isSuccess: true, message: 'ok' } },
    });
    renderScreen(<MyDataScreen />, '/my-data');
    await userEvent.click(screen.getByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, erase it' }));
    expect(
      await screen.findByText('Your account has been erased and you have been logged out.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('junk')).toBeNull();
  });

  it('asks a visitor who is not logged in to log in', () => {
    localStorage.clear();
    renderScreen(<MyDataScreen />, '/my-data');
    expect(screen.getByText(/Please log in with your mobile number/)).toBeInTheDocument();
  });
});
