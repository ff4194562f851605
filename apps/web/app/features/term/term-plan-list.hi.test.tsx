// The term list in Hindi: the same screen under the Hindi words, with the rating engine's English (premium lines,
// assumptions, why a plan is left out) said in Hindi, and its links kept in Hindi where a Hindi page exists.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { TERM_ENGINE_TEXTS } from './term-engine-texts';
import { preloadTermFilters, TermPlanList } from './term-plan-list';
import { termPlans } from '~/features/term/term-plan';

// the filter modal's code loads on first open in the browser; here it is ready before the first click
await preloadTermFilters();

const TERM_PLANS = termPlans('term');

function renderHindi(address = '/hi/term-insurance-plans') {
  renderScreen(
    <LocaleContext.Provider value="hi">
      <TermPlanList line="term" plans={TERM_PLANS} />
    </LocaleContext.Provider>,
    address,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'प्लान' })).getAllByRole('article');
const latin = /[A-Za-z]{3,}/;

describe('TermPlanList in Hindi', () => {
  it('says the heading, the bar, the cards and what the prices are for in Hindi', () => {
    renderHindi('/hi/term-insurance-plans?dob=1968-01-10&gender=male');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('टर्म इंश्योरेंस प्लान');
    expect(screen.getByTestId('priced-for')).toHaveTextContent(
      'ये प्रीमियम 58 साल के धूम्रपान न करने वाले पुरुष के लिए हैं: ₹1 करोड़ का लाइफ़ कवर, 75 साल की उम्र तक।',
    );
    const cover = screen.getByRole('combobox', { name: 'लाइफ़ कवर' });
    expect(within(cover).getByRole('option', { name: '₹25 लाख' })).toBeInTheDocument();
    expect(within(cover).getByRole('option', { name: '₹1.5 करोड़' })).toBeInTheDocument();
    const coverTill = screen.getByRole('combobox', { name: 'कवर कब तक' });
    expect(coverTill).toHaveAccessibleDescription(
      '32, 42, 52, 60 साल की उम्र तक का कवर उपलब्ध नहीं है: कवर आपकी 58 साल की उम्र से कम से कम 5 साल चलना चाहिए।',
    );
    expect(screen.getByRole('button', { name: 'मासिक' })).toHaveAttribute('aria-pressed', 'true');
    const first = within(cards()[0]!);
    expect(first.getByText('₹1 करोड़')).toBeInTheDocument();
    // HDFC Life publishes no premium we found: its card says the premium is our estimate, never the insurer's own
    expect(first.getByText('हमारा अनुमान', { exact: true })).toBeInTheDocument();
    expect(first.queryByText('बीमा कंपनी का अपना प्रीमियम')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'प्लान की जानकारी' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'तुलना में जोड़ें' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: `${TERM_PLANS[0]!.image} का लोगो` })).toBeInTheDocument();
    // the sort note names the order in Hindi
    expect(screen.getByRole('status')).toHaveTextContent(/^सभी 16 प्लान दिखाए जा रहे हैं, क्रम: लोकप्रियता/);
  });

  it('says which plans are left out and why in Hindi, the engine’s reason reworded', () => {
    renderHindi('/hi/term-insurance-plans?dob=1964-01-10&gender=female');
    const leftOut = screen.getByTestId('left-out');
    expect(leftOut).toHaveTextContent(/^\d+ प्लान नहीं दिखाए गए क्योंकि वे आपकी उम्र में नहीं मिलते: /);
    expect(leftOut).toHaveTextContent(/18 से 60 साल की उम्र के लोगों को लेता है/);
    expect(leftOut.textContent).not.toContain('takes people aged');
  });

  it('sorts and filters from the Hindi modal, the plans’ values named in Hindi', async () => {
    renderHindi();
    await userEvent.click(screen.getByRole('button', { name: /सॉर्ट\/फ़िल्टर/ }));
    const modal = screen.getByRole('dialog', { name: 'सॉर्ट और फ़िल्टर' });
    await userEvent.click(within(modal).getByRole('radio', { name: 'कीमत: कम से ज़्यादा' }));
    await userEvent.click(within(modal).getByRole('tab', { name: 'और विकल्प' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'सीमित अवधि भुगतान' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'लागू करें' }));
    expect(screen.getByRole('status')).toHaveTextContent('क्रम: प्रीमियम, सबसे कम पहले');
    const limited = TERM_PLANS.filter((p) => p.alsoOffers.includes('limited-pay')).length;
    expect(limited).toBeGreaterThan(1);
    expect(cards()).toHaveLength(limited);
    const premiums = cards().map((c) =>
      Number(within(c).getByTestId('premium').textContent!.replace(/\D/g, '')),
    );
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
  }, 30_000);

  it('explains a premium in Hindi: its lines and every assumption, none left in the engine’s English', async () => {
    renderHindi('/hi/term-insurance-plans?dob=1990-01-10&gender=other');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'लाइफ़ कवर' }), '20000000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'तंबाकू सेवन' }), 'yes');
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'प्लान की जानकारी' }));
    const dialog = screen.getByRole('dialog');
    // the body and its Hindi words load when a plan's details are first opened
    expect(await within(dialog).findByText('आपका प्रीमियम कैसे बना है')).toBeInTheDocument();
    expect(within(dialog).getByText('सामान्य दर पर प्रीमियम')).toBeInTheDocument();
    expect(within(dialog).getByText('ज़्यादा लाइफ़ कवर पर छूट')).toBeInTheDocument();
    expect(within(dialog).getByText('तंबाकू सेवन का अतिरिक्त प्रीमियम (60%)')).toBeInTheDocument();
    const assumptions = within(dialog)
      .getAllByRole('listitem')
      .slice(0, 4)
      .map((li) => li.textContent ?? '');
    expect(assumptions[0]).toMatch(/^\d+ साल के तंबाकू लेने वाले व्यक्ति के लिए, ₹2 करोड़ का कवर/);
    expect(assumptions).toContain('प्रीमियम पुरुषों की दरों पर है, जो बीमा कंपनियाँ दूसरी दर न होने पर लगाती हैं।');
    for (const english of Object.values(TERM_ENGINE_TEXTS)) expect(dialog.textContent).not.toContain(english);
    for (const said of assumptions) expect(said).not.toMatch(latin);
    // the button goes to the Hindi application form with the quote
    expect(within(dialog).getByRole('link', { name: 'कोटेशन पाएँ' }).getAttribute('href')).toMatch(
      /^\/hi\/dashboard\?quote=/,
    );
  }, 30_000);

  it('sends a visitor with no date of birth to the Hindi form, and compares two plans in Hindi', async () => {
    renderHindi();
    expect(screen.getByRole('link', { name: /हमने आपकी उम्र 30 साल मानी है/ })).toHaveAttribute(
      'href',
      '/hi/term-insurance',
    );
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'तुलना में जोड़ें' }));
    await userEvent.click(within(cards()[1]!).getByRole('button', { name: 'तुलना में जोड़ें' }));
    // compare loads once two plans are chosen
    const bar = await screen.findByRole('region', { name: 'तुलना के लिए प्लान' });
    expect(bar).toHaveTextContent('तुलना के लिए 2 प्लान चुने गए');
    await userEvent.click(within(bar).getByRole('button', { name: 'अभी तुलना करें' }));
    const dialog = screen.getByRole('dialog', { name: 'टर्म प्लान की तुलना करें' });
    const table = within(dialog).getByRole('region', { name: 'प्लान की तुलना' });
    expect(within(table).getByRole('rowheader', { name: 'प्लान का प्रकार' })).toBeInTheDocument();
    expect(within(table).getAllByText('60 साल की उम्र तक')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'प्रीमियम वापसी' })).toBeInTheDocument();
  }, 30_000);
});
