import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINES, pricePlan } from '@bimasetu/contract/lines';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatRupees } from '~/lib/format';
import { QUOTE_PARAM, rememberQuote, rememberedQuote, type QuoteHandover } from '~/lib/quote-handover';
import { renderScreen } from '~/lib/test-utils';
import { FAMILY_HEALTH_PLANS } from './family-health-plans.data';
import { HEALTH_PLANS } from './health-plans.data';
import { priceHealthPlans, readListInputs } from './health-list-inputs';
import { PREMIUM_BANDS } from './health-plan-filters';
import { HealthPlanList, preloadHealthFilters } from './health-plan-list';

// the filter modal's code loads on first open in the browser; here it is ready before the first click
await preloadHealthFilters();

function renderList(at = '/') {
  renderScreen(
    <HealthPlanList line="family-health" formPath="/family-health-insurance" plans={FAMILY_HEALTH_PLANS} />,
    at,
  );
}

describe('HealthPlanList', () => {
  it("shows the spec's features button and an apply link that says what it does, the plan named in their description", () => {
    renderList();
    const first = within(screen.getByRole('list', { name: 'Plans' }).querySelector('article')!);
    const features = first.getByRole('button', { name: 'View all features' });
    const customize = first.getByRole('link', { name: 'Apply for this plan' });
    expect(customize).toHaveTextContent(/^Apply for this plan$/);
    expect(features).toHaveAccessibleDescription(FAMILY_HEALTH_PLANS[0]!.planName);
    expect(customize).toHaveAccessibleDescription(FAMILY_HEALTH_PLANS[0]!.planName);
    expect(screen.getAllByText('Apply for this plan', { exact: true })).toHaveLength(10);
  });

  it('filters live, resets one tab, and shows three features per card', async () => {
    // the counts come from the engine's prices for the list's starting inputs, not from fixed figures
    const { priced } = priceHealthPlans(
      'family-health',
      FAMILY_HEALTH_PLANS,
      readListInputs('family-health', new URLSearchParams()),
    );
    const band = PREMIUM_BANDS.find((b) => b.value === '2000-3000')!;
    const inBand = priced.filter((plan) => band.test(plan.premiumMonthly));
    const withOpd = inBand.filter((plan) => plan.benefits.includes('OPD cover'));
    // each filter narrows the list, so the test checks both
    expect(withOpd.length).toBeGreaterThan(0);
    expect(withOpd.length).toBeLessThan(inBand.length);
    expect(inBand.length).toBeLessThan(priced.length);
    const show = (count: number) => `Show ${count} plan${count === 1 ? '' : 's'}`;
    renderList();
    const list = () => within(screen.getByRole('list', { name: 'Plans' }));
    expect(list().getAllByRole('article')).toHaveLength(10);
    expect(within(list().getAllByRole('article')[0]!).getAllByRole('listitem')).toHaveLength(2 + 3);
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const modal = screen.getByRole('dialog', { name: 'Filter plans' });
    await userEvent.click(within(modal).getByRole('tab', { name: 'Premium (per month)' }));
    await userEvent.click(within(modal).getByRole('radio', { name: '₹2,000 - ₹3,000' }));
    expect(within(modal).getByRole('button', { name: show(inBand.length) })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Policy benefits' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'OPD cover' }));
    expect(within(modal).getByRole('button', { name: show(withOpd.length) })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: /Reset/ }));
    expect(within(modal).getByRole('button', { name: show(inBand.length) })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: show(inBand.length) }));
    expect(list().getAllByRole('article')).toHaveLength(inBand.length);
  }, 30_000);

  it('offers in the Insurer tab only the insurers with a plan on the list, and no tab choice that matches none', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const modal = screen.getByRole('dialog', { name: 'Filter plans' });
    await userEvent.click(within(modal).getByRole('tab', { name: 'Insurer' }));
    const insurers = within(modal).getAllByRole('checkbox');
    const { priced } = priceHealthPlans(
      'family-health',
      FAMILY_HEALTH_PLANS,
      readListInputs('family-health', new URLSearchParams()),
    );
    expect(insurers.map((box) => box.getAttribute('value'))).toEqual(priced.map((plan) => plan.companyName));
    expect(within(modal).queryByRole('checkbox', { name: 'Acko' })).toBeNull();
    for (const box of insurers) {
      await userEvent.click(box);
      expect(within(modal).getByRole('button', { name: 'Show 1 plan' })).toBeInTheDocument();
      await userEvent.click(box);
    }
  }, 30_000);

  it('prices every card for the people and city in the URL, and the cover chosen on the list', async () => {
    renderList('/?members=a60,c10&city=Jaipur&conditions=Diabetes');
    expect(screen.getByTestId('priced-for')).toHaveTextContent(
      "Prices for 1 adult (eldest 60) and 1 child in Jaipur (zone B), each plan's own cover for 1 year.",
    );
    const cards = () => within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
    // Family Health Optima: 24,960 / (1.12 × 2.2) × 3.1 × 0.9 × 1.25 = 35,327.92 → ₹35,328 a year, ₹2,944 a month
    expect(within(cards()[0]!).getByTestId('premium-monthly')).toHaveTextContent('₹2,944');
    // the monthly figure says what it is, and the network count where it comes from
    expect(cards()[0]).toHaveTextContent("₹2,944/month(a year's premium ÷ 12; not a monthly instalment)");
    expect(cards()[0]).toHaveTextContent(
      '14,000+ cashless hospitals (as the insurer’s site starhealth.in states it, read 30/11/2026)',
    );
    expect(cards()[5]).toHaveTextContent('Cashless hospitals: not published');
    expect(cards()[0]).toHaveTextContent('You told us about Diabetes');
    expect(screen.getByTestId('own-cover-note')).toHaveTextContent('compare premiums like for like');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cover' }), '₹50 Lakh');
    for (const card of cards()) expect(within(card).getByText('₹50 Lakh')).toBeInTheDocument();
    expect(screen.queryByTestId('own-cover-note')).toBeNull();
  }, 30_000);

  it('compares up to 3 plans side by side, priced for the same inputs', async () => {
    renderList('/?members=a45&city=Delhi');
    const cards = () => within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
    for (const card of cards().slice(0, 3)) {
      await userEvent.click(within(card).getByRole('button', { name: 'Add to compare' }));
    }
    await userEvent.click(within(cards()[3]!).getByRole('button', { name: 'Add to compare' }));
    expect(screen.getByText('You can compare up to 3 plans. Remove one to add another.')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Plans to compare' });
    expect(bar).toHaveTextContent('3 plans selected to compare');
    const firstPrice = within(cards()[0]!).getByTestId('premium-monthly').textContent;
    await userEvent.click(within(bar).getByRole('button', { name: 'Compare now' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare plans' });
    expect(dialog).toHaveAccessibleDescription(
      "Prices for 1 adult aged 45 in Delhi (zone A), each plan's own cover for 1 year",
    );
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    const { priced } = priceHealthPlans(
      'family-health',
      FAMILY_HEALTH_PLANS,
      readListInputs('family-health', new URLSearchParams()),
    );
    headers.forEach((header, i) => {
      const plan = priced[i]!;
      expect(header).toHaveTextContent(`${plan.companyName} ${plan.planName}`);
    });
    expect(within(dialog).getByRole('row', { name: /^Premium/ })).toHaveTextContent(`${firstPrice}/month`);
  }, 30_000);

  it('says how many plans are left out for the eldest member’s age and why', () => {
    renderList('/?members=a68,a66,c12&city=Pune');
    const cards = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(screen.getByTestId('left-out')).toHaveTextContent(
      '6 plans are not shown because they do not take your family',
    );
    expect(screen.getByTestId('left-out')).toHaveTextContent(
      'Family Health Optima, Aspire Family, Health AdvantEdge Family, Medicare Plus Family, Digit Double Wallet Family and Health Infinity Family take an eldest member up to age 65 (yours is 68).',
    );
  });
});

describe('Apply for this plan', () => {
  /** The first card's premium and its apply link's hand-over, then what the form remembered once it is followed. */
  async function applyFromFirstCard(line: 'health' | 'family-health', at: string) {
    const plans = line === 'health' ? HEALTH_PLANS : FAMILY_HEALTH_PLANS;
    renderScreen(<HealthPlanList line={line} formPath="/health-insurance" plans={plans} />, at);
    const card = screen.getByRole('list', { name: 'Plans' }).querySelector('article')!;
    const link = within(card).getByRole('link', { name: 'Apply for this plan' });
    const handover = JSON.parse(
      new URL(link.getAttribute('href')!, 'https://example.in').searchParams.get(QUOTE_PARAM)!,
    ) as QuoteHandover;
    const inputs = readListInputs(line, new URLSearchParams(at.split('?')[1] ?? ''));
    const plan = priceHealthPlans(line, plans, inputs).priced.find((p) => p.rateId === handover.planId)!;
    expect(card).toHaveTextContent(formatRupees(plan.premiumMonthly));
    await userEvent.click(link);
    return { handover, perMonth: plan.premiumMonthly, lead: rememberedQuote(line) };
  }

  /** The application's own figure: the remembered lead priced with the hand-over's choices (`priceInBrowser`). */
  const applicationPerMonth = (handover: QuoteHandover, lead: Record<string, unknown> | null) => {
    const priced = pricePlan(handover.line, handover.planId, lead ?? {}, new Date(), handover.choices);
    return priced.ok ? priced.parts.figures.perMonth : null;
  };

  beforeEach(() => sessionStorage.clear());

  it.each([
    ['health', '/'],
    ['family-health', '/'],
    ['health', '/?members=a52&city=Pune&cover=25&years=2'],
    ['family-health', '/?members=a40,a38,c8,c0&city=Mumbai&years=3'],
  ] as const)(
    '%s at %s: the application prices the plan at the card’s premium, with no quote form in this tab',
    async (line, at) => {
      const { handover, perMonth, lead } = await applyFromFirstCard(line, at);
      expect(lead).not.toBeNull();
      expect(applicationPerMonth(handover, lead)).toBe(perMonth);
    },
  );

  it('keeps the quote form’s own lead (its names, so the server prices it too) when the list is its members', async () => {
    const told = {
      gender: 'Female',
      members: [
        { member: 'Self', age: '34 years' },
        { member: 'Husband', age: '36 years' },
        { member: 'Daughter', age: '4-12 Months' },
      ],
      city: 'Pune',
      name: 'Meera Iyer',
      phone: '9123456780',
      medicalConditions: ['None of these'],
    };
    rememberQuote('family-health', told);
    const { handover, perMonth, lead } = await applyFromFirstCard(
      'family-health',
      '/?members=a34,a36,c0&city=Pune&conditions=None%20of%20these',
    );
    expect(lead).toEqual(told);
    expect(LINES['family-health'].quoteSchema.safeParse(lead).success).toBe(true);
    expect(applicationPerMonth(handover, lead)).toBe(perMonth);
  });

  it('puts the card’s members and city in place of a lead the quote form remembered for other people', async () => {
    rememberQuote('health', { ...LINES.health.example, gender: 'Female' });
    const { handover, perMonth, lead } = await applyFromFirstCard('health', '/?members=a45,a47&city=Delhi');
    expect(lead).toMatchObject({
      name: 'Rahul Mehta',
      members: [
        { member: 'Self', age: '45 years' },
        { member: 'Husband', age: '47 years' },
      ],
      city: 'Delhi',
    });
    expect(LINES.health.quoteSchema.safeParse(lead).success).toBe(true);
    expect(applicationPerMonth(handover, lead)).toBe(perMonth);
  });
});
