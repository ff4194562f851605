// The renewal page of a new car whose bundled third party still runs (the screen review's case): the insurer named
// once, only the number in the fixed-width font, the estimate's note about the vehicle (not the insured people), and
// the IDV at renewal from the IDV recorded on the policy, depreciated for the car's age, with the rule it comes from.
import type { RenewalView } from '@bimasetu/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { RenewalScreen } from './renewal-screen';

const GR8 = {
  title: 'India Motor Tariff, General Regulation 8 (Insured’s Declared Value)',
  date: '2002-07-01',
};

const newCar: RenewalView = {
  policyId: 5,
  line: 'car',
  insurer: 'ICICI Lombard',
  planName: 'ICICI Lombard Comprehensive Car Insurance',
  policyNumber: 'MS/2026/NEWCAR1',
  frequency: 'Yearly',
  today: '2026-11-30',
  dueOn: '2027-11-29',
  graceEndsOn: null,
  lastPremium: 18_854,
  basis: {
    rateVersion: 'motor-2026-12',
    pricedOn: '2026-11-30',
    eldestAge: null,
    ageBand: null,
    loadingPercent: 0,
    cover: 694_857,
  },
  cover: {
    code: 'idv-depreciated',
    recordedIdv: 650_000,
    idv: 581_579,
    fromMonths: 0,
    toMonths: 12,
    fromPercent: 5,
    toPercent: 15,
    source: GR8,
  },
  quote: {
    status: 'priced',
    premium: 4_509,
    changePercent: -76.1,
    rateVersion: 'motor-2026-12',
    eldestAge: null,
    ageBand: null,
    subject: 'vehicle',
  },
  facts: [
    { code: 'vehicle-age', fromMonths: 0, toMonths: 12 },
    { code: 'no-claim-bonus-assumed', claimFreeYears: 1 },
    { code: 'third-party-in-force', thirdPartyYears: 3, yearsLeft: 2 },
  ],
  deadlines: [],
  portability: null,
  noClaimBonus: null,
  seniorRule: null,
};

function showRenewal(view: RenewalView, locale: 'en' | 'hi' = 'en') {
  stubFetch({ 'GET /api/Insurance/Policies/5/Renewal': { body: { isSuccess: true, result: view } } });
  return renderScreen(
    <LocaleContext.Provider value={locale}>
      <RenewalScreen />
    </LocaleContext.Provider>,
    `${locale === 'hi' ? '/hi' : ''}/my-policies/renewal?policy=5`,
  );
}

beforeEach(() => {
  localStorage.clear();
  logIn('9876543210', 'token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('a new car’s renewal', () => {
  it('names the insurer once and sets only the policy number in the fixed-width font', async () => {
    showRenewal(newCar);
    const policy = await screen.findByTestId('renewal-policy');
    expect(policy.textContent).toBe(
      'ICICI Lombard · Comprehensive Car InsurancePolicy number MS/2026/NEWCAR1',
    );
    const number = screen.getByText('MS/2026/NEWCAR1');
    expect(number).toHaveClass('font-mono');
    const label = number.parentElement!;
    expect(label.textContent).toBe('Policy number MS/2026/NEWCAR1');
    expect(label).not.toHaveClass('font-mono');
  });

  it('says the estimate is for the vehicle a year older, not the insured people', async () => {
    showRenewal(newCar);
    const note = await screen.findByText(/^Our estimate from the insurer’s rate table/);
    expect(note.textContent).toBe(
      'Our estimate from the insurer’s rate table we hold (motor-2026-12), for your vehicle a year older on the renewal date, with its IDV lowered for that age. Your insurer’s renewal notice states the premium you pay.',
    );
    expect(screen.queryByText(/the insured/)).toBeNull();
  });

  it('shows the IDV at renewal below the one recorded, how it was worked out and the rule', async () => {
    showRenewal(newCar);
    const cover = await screen.findByTestId('renewal-cover');
    expect(cover.querySelector('dt')?.textContent).toBe('Cover at renewal (IDV)');
    expect(cover.querySelector('dd')?.textContent).toBe('₹5,81,579');
    expect(cover.textContent).toContain(
      'The IDV recorded on your policy, ₹6,50,000, lowered by the tariff’s depreciation for your vehicle’s age: 5% off the ex-showroom price when it was priced (new), 15% on the renewal date (1 year old).',
    );
    expect(cover.textContent).toContain(
      'Rule: India Motor Tariff, General Regulation 8 (Insured’s Declared Value), 01/07/2002',
    );
    // the quote's own IDV is said to be the quote's, not the policy's cover
    expect(screen.getByText('IDV in our quote').nextElementSibling?.textContent).toBe('₹6,94,857');
    expect(screen.queryByText('Cover')).toBeNull();
  });

  it('shows the recorded IDV, and says the insurer sets the new one, when the car’s age is not known', async () => {
    showRenewal({
      ...newCar,
      basis: null,
      quote: { status: 'no-basis' },
      facts: [],
      cover: { code: 'idv-set-by-insurer', recordedIdv: 650_000, reason: 'vehicle-age-unknown', source: GR8 },
    });
    const cover = await screen.findByTestId('renewal-cover');
    expect(cover.querySelector('dt')?.textContent).toBe('Cover now (IDV on your policy)');
    expect(cover.querySelector('dd')?.textContent).toBe('₹6,50,000');
    expect(cover.textContent).toContain('your insurer states it on the renewal notice');
  });

  it('says it all in Hindi, the vehicle’s age rather than the insured people’s', async () => {
    showRenewal(newCar, 'hi');
    const policy = await screen.findByTestId('renewal-policy');
    expect(policy.textContent).toBe('ICICI Lombard · Comprehensive Car Insuranceपॉलिसी नंबर MS/2026/NEWCAR1');
    const note = screen.getByText(/^बीमा कंपनी की जो रेट टेबल/);
    expect(note.textContent).toContain('आपके वाहन को एक साल पुराना');
    expect(note.textContent).not.toContain('बीमित लोगों');
    const cover = screen.getByTestId('renewal-cover');
    expect(cover.querySelector('dt')?.textContent).toBe('नवीनीकरण पर कवर (IDV)');
    expect(cover.querySelector('dd')?.textContent).toBe('₹5,81,579');
    expect(cover.textContent).toContain('आपकी पॉलिसी में दर्ज IDV ₹6,50,000');
  });
});

describe('the estimate’s note by what the engine aged', () => {
  it.each([
    ['people', 'for the insured a year older on the renewal date'],
    ['property', 'for the same home and sums insured on the renewal date'],
    ['same-details', 'for the same details on the renewal date'],
  ] as const)('says %s', async (subject, said) => {
    showRenewal({
      ...newCar,
      line: subject === 'people' ? 'health' : 'other',
      cover: null,
      quote: { ...newCar.quote, subject } as RenewalView['quote'],
      facts: [],
    });
    expect((await screen.findByText(/^Our estimate from/)).textContent).toContain(said);
  });
});
