import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { preloadTermFilters, TermPlanList } from './term-plan-list';
import { termPlans } from '~/features/term/term-plan';
import { termPremiumBasis } from '@bimasetu/contract/rating';

// the filter modal's code loads on first open in the browser; here it is ready before the first click
await preloadTermFilters();

const WOMEN_TERM_PLANS = termPlans('women-term');

function renderList(address = '/') {
  renderScreen(<TermPlanList line="women-term" title="Plans" intro="" plans={WOMEN_TERM_PLANS} />, address);
}

const cards = () => within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
const openModal = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Sort\/Filter/ }));
  return screen.getByRole('dialog', { name: 'Sort & Filter' });
};

describe('TermPlanList', () => {
  it('says on the NRI list why an NRI pays more, with the range from the rate table', () => {
    renderScreen(<TermPlanList line="nri-term" title="Plans" intro="" plans={termPlans('nri-term')} />, '/');
    expect(screen.getByTestId('nri-uplift')).toHaveTextContent(
      /resident premium raised by each plan's own NRI price .*\(0% to 12% more; insurers publish no NRI rates\)/,
    );
  });

  it("labels each plan-details button with the spec's words, the plan named in its description", () => {
    renderList();
    const first = cards()[0]!;
    const button = within(first).getByRole('button', { name: 'Plan details' });
    expect(button).toHaveTextContent(/^Plan details$/);
    expect(button).toHaveAccessibleDescription(WOMEN_TERM_PLANS[0]!.name);
    expect(screen.getAllByText('Plan details', { exact: true })).toHaveLength(WOMEN_TERM_PLANS.length);
  });

  it("tags only plans without income proof 'Income proof not required' and says on every card where its premium comes from", () => {
    renderList();
    const all = cards();
    all.forEach((card, i) => {
      const plan = WOMEN_TERM_PLANS[i]!;
      const kind = termPremiumBasis(plan.id).kind;
      // the insurer's own premium is claimed only where the plan is set to a premium the insurer publishes
      if (kind === 'insurer') {
        expect(within(card).getByText("Set to the insurer's published premium")).toBeInTheDocument();
        expect(
          within(card).getByText(new RegExp(`Matches a premium ${plan.insurer} publishes`)),
        ).toBeInTheDocument();
      } else {
        expect(within(card).getByText('Our estimate', { exact: true })).toBeInTheDocument();
        expect(within(card).getByText(/^Our estimate from/)).toBeInTheDocument();
      }
      expect(within(card).queryByText(/filed it with IRDAI|same as buying directly/)).not.toBeInTheDocument();
      expect(within(card).getByText(/final premium after underwriting may differ/)).toBeInTheDocument();
      expect(within(card).queryByText(/guarantee/i)).not.toBeInTheDocument();
      const tag = within(card).queryByText('Income proof not required', { exact: true });
      if (WOMEN_TERM_PLANS[i]!.incomeProofNotRequired) expect(tag).toBeInTheDocument();
      else expect(tag).not.toBeInTheDocument();
    });
    const tagged = WOMEN_TERM_PLANS.filter((p) => p.incomeProofNotRequired).length;
    expect(tagged).toBeGreaterThan(0);
    expect(tagged).toBeLessThan(all.length);
  });

  it('applies modal choices only on Apply, and forgets unapplied ones when reopened', async () => {
    renderList();
    let modal = await openModal();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Also offered' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Whole life' }));
    await userEvent.keyboard('{Escape}');
    expect(cards()).toHaveLength(16);
    modal = await openModal();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Also offered' }));
    expect(within(modal).getByRole('checkbox', { name: 'Whole life' })).not.toBeChecked();
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Whole life' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Sort\/Filter/ })).toHaveTextContent('1');
  }, 30_000);

  it('Clear all restores the full list in popularity order and closes', async () => {
    renderList();
    let modal = await openModal();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Price: high to low' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    // term-2027-01: SBI Life, the dearest for a 30-year-old woman (PNB MetLife was, at the men's price, before)
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('SBI Life eShield Next');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Life cover' }), '5000000');
    // the life cover prices every plan; it hides none
    expect(cards()).toHaveLength(16);
    modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 16 plans, sorted by popularity');
    expect(screen.getByRole('combobox', { name: 'Life cover' })).toHaveValue('5000000');
  }, 30_000);

  it('shows yearly premiums when Yearly is pressed', async () => {
    renderList();
    const first = () => within(cards()[0]!);
    expect(first().getByTestId('premium')).toHaveTextContent('₹941');
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    // HDFC Life's ₹12,365 for the man × 0.84, the same price as on the term list (term-2026-12: ₹10,389 here)
    expect(first().getByTestId('premium')).toHaveTextContent('₹10,387');
  }, 30_000);

  it('prices for the person in the address, states the assumptions, and shows claims with year and source', () => {
    renderList('/?dob=1968-01-10&gender=female');
    expect(screen.getByTestId('priced-for')).toHaveTextContent(
      'Prices for a 58-year-old non-smoker woman, ₹1 crore till 75.',
    );
    expect(screen.getByText('Non-smoker is assumed until you answer tobacco use.')).toBeInTheDocument();
    const coverTill = screen.getByRole('combobox', { name: 'Cover till' });
    expect(
      within(coverTill).getByRole('option', { name: '60 years of age (not offered at 58)' }),
    ).toBeDisabled();
    expect(within(coverTill).getByRole('option', { name: '65 years of age' })).toBeEnabled();
    expect(coverTill).toHaveAccessibleDescription(
      'Cover till 32, 42, 52, 60 is not offered: cover must last at least 5 years from your age of 58.',
    );
    const hdfc = within(cards()[0]!);
    expect(hdfc.getByText('99.41%')).toBeInTheDocument();
    expect(
      hdfc.getByText('2022-23, IRDAI figures tabled by the Insurance Brokers Association of India'),
    ).toBeInTheDocument();
  });

  it('says how many plans are left out and why when the age is past some plans’ entry limit', () => {
    renderList('/?dob=1964-01-10&gender=female');
    expect(cards()).toHaveLength(13);
    expect(screen.getByTestId('left-out')).toHaveTextContent(
      /^3 plans are not shown because they do not take your age: IndiaFirst Life e-Term Plus takes people aged 18 to 60;/,
    );
  });

  it('charges more when tobacco use is answered yes', async () => {
    renderList();
    const before = within(cards()[0]!).getByTestId('premium').textContent;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tobacco use' }), 'yes');
    expect(screen.getByTestId('priced-for')).toHaveTextContent('30-year-old tobacco user woman');
    // ₹10,386.6 × 1.6 × 0.09058 = ₹1,505.3
    expect(before).toBe('₹941');
    expect(within(cards()[0]!).getByTestId('premium')).toHaveTextContent('₹1,505');
  }, 30_000);

  it("starts from the quote form's tobacco answer, which the bar can still change", async () => {
    renderList('/?dob=1996-01-10&gender=female&tobacco=yes');
    const tobacco = screen.getByRole('combobox', { name: 'Tobacco use' });
    expect(tobacco).toHaveValue('yes');
    expect(screen.getByTestId('priced-for')).toHaveTextContent('30-year-old tobacco user woman');
    expect(within(cards()[0]!).getByTestId('premium')).toHaveTextContent('₹1,505');
    expect(screen.queryByText('Non-smoker is assumed until you answer tobacco use.')).not.toBeInTheDocument();
    await userEvent.selectOptions(tobacco, 'no');
    expect(within(cards()[0]!).getByTestId('premium')).toHaveTextContent('₹941');
  }, 30_000);
});
