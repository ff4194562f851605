import { ageOn, apiPaths, coverIncomeMultiple } from '@bimasetu/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pricePlan } from '@bimasetu/contract/lines';
import { formatRupees } from '~/lib/format';
import { applicationHref, rememberQuote } from '~/lib/quote-handover';
import { logIn, renderScreen, stubFetch, type RecordedCall } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { ApplicationForm } from './application-form';
import {
  HEALTH_PLAN,
  healthQuoteAt32,
  TERM_CHOICES,
  TERM_HANDOVER,
  TERM_PLAN,
} from './application-test-quotes';

const renderAt = (url = '/dashboard') => renderScreen(<ApplicationForm />, url);

// Each test that expects a call answers it with its own stubFetch; by default the server is unreachable.
let calls: RecordedCall[];
const submitAnswers = (status: number, body: object) =>
  (calls = stubFetch({ [`POST ${apiPaths.addInsuranceRequest}`]: { status, body } }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls = stubFetch({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRequired() {
  type(/^Full name/, 'Asha Rao');
  type(/^Phone number/, '9876543210');
  type(/^Policy type/, 'Motor Insurance');
}

describe('application form', () => {
  it('shows the Motor section only for Motor Insurance and Health & Lifestyle only for Health', () => {
    renderAt();
    expect(screen.queryByRole('heading', { name: 'Motor Insurance Details' })).toBeNull();
    type(/^Policy type/, 'Motor Insurance');
    expect(screen.getByRole('heading', { name: 'Motor Insurance Details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Health & Lifestyle' })).toBeNull();
    type(/^Policy type/, 'Health');
    expect(screen.getByRole('heading', { name: 'Health & Lifestyle' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Motor Insurance Details' })).toBeNull();
  });

  it('calls the cover a sum assured for life, the sum insured for health and the IDV for motor', () => {
    renderAt();
    type(/^Policy type/, 'Term');
    expect(screen.getByLabelText(/^Sum assured/)).toBeInTheDocument();
    type(/^Policy type/, 'Health');
    expect(screen.getByLabelText(/^Sum insured \(₹\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Sum assured/)).toBeNull();
    type(/^Policy type/, 'Motor Insurance');
    expect(screen.getByLabelText(/^IDV, insured declared value/)).toBeInTheDocument();
  });

  it('applies the input rules', () => {
    renderAt();
    type(/^Phone number/, '98765-43210 99');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9876543210');
    type(/^Date of birth/, '14a0219901234');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('14/02/1990');
    // an amount stays as typed (the customer sees what they typed), read back under the field
    type(/^Sum assured/, '₹1,00,00,000');
    expect(screen.getByLabelText(/^Sum assured/)).toHaveValue('₹1,00,00,000');
    expect(screen.getByTestId('amount-echo-sumAssured')).toHaveTextContent('That is ₹1,00,00,000 (1 crore)');
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('maxLength', '25');
    expect(screen.getByLabelText(/^Employer/)).toHaveAttribute('maxLength', '100');
    expect(screen.queryByLabelText(/PAN|Aadhaar/)).toBeNull();
    // the nominee and the address are asked on every application
    expect(screen.getByLabelText(/^Nominee name/)).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText(/^Address/)).toBeInTheDocument();
    type(/^Policy type/, 'Motor Insurance');
    const years = within(screen.getByLabelText(/^Registration year/)).getAllByRole('option');
    expect(years).toHaveLength(32);
    expect(years[1]).toHaveTextContent(String(new Date().getFullYear()));
  });

  it.each([
    ['+91 98220 12345', '9822012345'],
    ['098220 12345', '9822012345'],
  ])('takes a phone number pasted as %j as %s', async (pasted, phone) => {
    renderAt();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Phone number/));
    await user.paste(pasted);
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue(phone);
  });

  it('names what is missing and sends nothing', () => {
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a policy type')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('on success shows a confirmation with the request number, what happens next and the tracker', async () => {
    logIn('9876543210', 'token-1');
    submitAnswers(200, { isSuccess: true, message: 'ok', result: { id: 41, status: 'Submitted' } });
    renderAt();
    fillRequired();
    type(/^Brand/, 'Honda');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Insurance application submitted successfully!')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === apiPaths.addInsuranceRequest);
    expect(sent?.headers.Authorization).toBe('Bearer token-1');
    expect(sent?.body).toMatchObject({
      fullName: 'Asha Rao',
      phone: '9876543210',
      brand: 'Honda',
      pan: '',
    });
    expect(screen.getByRole('heading', { name: 'Application received' })).toHaveFocus();
    expect(screen.getByText(/^Your request number/)).toBeInTheDocument();
    expect(screen.getByTestId('application-reference')).toHaveTextContent('41');
    expect(screen.getByText(/within one working day/)).toBeInTheDocument();
    expect(screen.getByText(/Monday to Saturday, 9 am to 7 pm IST/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know My Request Status' })).toHaveAttribute(
      'href',
      '/knowmyrequest',
    );
    // the confirmation stays: no timer takes it away
    expect(sessionStorage.getItem('bimasetu.draft.application')).toBeNull();
  });

  it('shows the reference when the server gives one', async () => {
    logIn('9876543210', 'token-1');
    submitAnswers(200, {
      isSuccess: true,
      message: 'ok',
      result: { id: 41, status: 'Submitted', reference: 'BS-7K2M9Q4X' },
    });
    renderAt();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByTestId('application-reference')).toHaveTextContent('BS-7K2M9Q4X');
    expect(screen.getByText(/^Your reference/)).toBeInTheDocument();
  });

  it('on failure shows the error for 5 seconds and keeps the data', async () => {
    logIn('9876543210', 'token-1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    submitAnswers(500, { isSuccess: false, message: 'boom' });
    renderAt();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('Failed to submit insurance application. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Policy type/)).toHaveValue('Motor Insurance');
    await act(async () => {});
    act(() => void vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Failed to submit insurance application. Please try again.')).toBeNull();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9876543210');
  });

  it('takes policy type, plan and sum assured from an old plan link and sends the plan', async () => {
    logIn('9876543210', 'token-1');
    submitAnswers(200, { isSuccess: true, message: 'ok' });
    renderAt('/dashboard?policyType=Health&plan=Care%20Supreme&sumAssured=1500000');
    expect(screen.getByLabelText(/^Policy type/)).toHaveValue('Health');
    // the link's digits are shown grouped the Indian way, and sent as digits
    expect(screen.getByLabelText(/^Sum insured/)).toHaveValue('15,00,000');
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('Care Supreme');
    expect(screen.getByRole('heading', { name: 'Health & Lifestyle' })).toBeInTheDocument();
    type(/^Full name/, 'Asha Rao');
    type(/^Phone number/, '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Insurance application submitted successfully!');
    expect(calls.find((c) => c.url === apiPaths.addInsuranceRequest)?.body).toMatchObject({
      policyType: 'Health',
      sumAssured: '1500000',
      plan: 'Care Supreme',
    });
  });

  it('prefills the phone, name, email and nominee of a logged-in customer from the profile', async () => {
    logIn('9123456780', 'token-1');
    calls = stubFetch({
      [`GET ${apiPaths.getUserProfile}`]: {
        body: {
          id: 3,
          firstName: 'Meera',
          lastName: 'Iyer',
          mobile: '9123456780',
          email: 'meera@example.in',
          nomineeName: 'Arun Iyer',
          nomineeRelation: 'Spouse',
          nomineeDob: '02/03/1987',
        },
      },
    });
    renderAt();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9123456780');
    expect(await screen.findByDisplayValue('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('meera@example.in');
    expect(screen.getByLabelText(/^Nominee name/)).toHaveValue('Arun Iyer');
    expect(screen.getByLabelText(/^Relation/)).toHaveValue('Spouse');
    expect(screen.getByLabelText(/^Nominee date of birth/)).toHaveValue('02/03/1987');
    expect(calls[0]?.url).toBe('/api/Insurance/GetUserProfile?mobile=9123456780');
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });
});

describe('application form for a visitor who is not logged in', () => {
  it('offers a login that comes back to this form, quote included', () => {
    const href = applicationHref(TERM_HANDOVER);
    renderAt(href);
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', `/Login?next=${encodeURIComponent(href)}`);
  });

  it('verifies the phone inline, logs in, then sends with the token and keeps what was typed', async () => {
    calls = stubFetch({
      [`POST ${apiPaths.generateOtp}`]: { body: { isSuccess: true, message: 'OTP sent successfully' } },
      [`GET ${apiPaths.validateOtp}`]: { body: { isSuccess: true, message: 'ok', result: 'token-9' } },
      [`POST ${apiPaths.addInsuranceRequest}`]: {
        body: { isSuccess: true, message: 'ok', result: { id: 7, status: 'Submitted' } },
      },
      [`GET ${apiPaths.getUserProfile}`]: { status: 404, body: { isSuccess: false, message: 'none' } },
    });
    renderAt();
    fillRequired();
    type(/^Brand/, 'Maruti');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const check = await screen.findByRole('region', { name: 'Verify your phone to send the application' });
    expect(within(check).getByText(/\+91 9876543210/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith(apiPaths.addInsuranceRequest))).toBe(false);
    fireEvent.click(within(check).getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await within(check).findByLabelText(/OTP/), { target: { value: '123456' } });
    // what was typed is still on the form while the code is checked
    expect(screen.getByLabelText(/^Brand/)).toHaveValue('Maruti');
    fireEvent.click(within(check).getByRole('button', { name: 'Verify OTP and submit' }));
    expect(await screen.findByText('Insurance application submitted successfully!')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === apiPaths.addInsuranceRequest);
    expect(sent?.headers.Authorization).toBe('Bearer token-9');
    expect(sent?.body).toMatchObject({ fullName: 'Asha Rao', brand: 'Maruti', phone: '9876543210' });
    expect(localStorage.getItem('mobile')).toBe('9876543210');
  });
});

/** The term lead the tests' quote form remembered. */
const RAVI = {
  gender: 1,
  fullName: 'Ravi Kumar',
  dob: '15/08/1991',
  mobileNumber: '9876543210',
  whatsapp: false,
};

/** The server's own function's premium for a remembered term lead with the list's choices, today. */
function serverPremium(lead: Record<string, unknown>): number {
  const priced = pricePlan('term', 'term-1', lead, new Date(), TERM_CHOICES);
  if (!priced.ok) throw new Error('plan 1 takes the test person');
  return priced.quote.premium;
}

describe('amounts typed as people type them', () => {
  it.each([
    ['12 lakh', 'That is ₹12,00,000 (12 lakh)', '12,00,000', '1200000'],
    ['12.5 lakh', 'That is ₹12,50,000 (12.5 lakh)', '12,50,000', '1250000'],
    ['1.2 crore', 'That is ₹1,20,00,000 (1.2 crore)', '1,20,00,000', '12000000'],
    ['12,00,000', 'That is ₹12,00,000 (12 lakh)', '12,00,000', '1200000'],
    ['₹12,00,000', 'That is ₹12,00,000 (12 lakh)', '12,00,000', '1200000'],
    ['1200000', 'That is ₹12,00,000 (12 lakh)', '12,00,000', '1200000'],
    ['75000', 'That is ₹75,000', '75,000', '75000'],
  ])(
    'reads an income typed %j, says it back, groups it and sends its digits',
    async (typed, echo, shown, sent) => {
      logIn('9876543210', 'token-1');
      submitAnswers(200, { isSuccess: true, message: 'ok', result: { id: 7, status: 'Submitted' } });
      renderAt();
      fillRequired();
      type(/^Policy type/, 'Term');
      const income = screen.getByLabelText(/^Annual income/);
      type(/^Annual income/, typed);
      expect(income).toHaveValue(typed);
      expect(screen.getByTestId('amount-echo-income')).toHaveTextContent(echo);
      expect(income).toHaveAccessibleDescription(echo);
      fireEvent.blur(income);
      expect(income).toHaveValue(shown);
      fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
      await screen.findByText('Insurance application submitted successfully!');
      expect(calls.find((c) => c.url === apiPaths.addInsuranceRequest)?.body).toMatchObject({ income: sent });
    },
  );

  it('refuses an amount it cannot read with how to type one, keeps what was typed and sends nothing', () => {
    renderAt();
    fillRequired();
    type(/^Policy type/, 'Term');
    expect(screen.getByLabelText(/^Annual income/)).toHaveAccessibleDescription(
      'In rupees, for example 12,00,000 or 12 lakh',
    );
    type(/^Annual income/, '12 lakhs approx');
    fireEvent.blur(screen.getByLabelText(/^Annual income/));
    expect(screen.queryByTestId('amount-echo-income')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      screen.getByText(
        'Annual income: we could not read this as an amount. Type it in rupees, like 12,00,000, 12 lakh or 1.2 crore.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Annual income/)).toHaveValue('12 lakhs approx');
    expect(screen.getByLabelText(/^Annual income/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('says the amount back and refuses an unreadable one in Hindi', () => {
    renderScreen(
      <LocaleContext.Provider value="hi">
        <ApplicationForm />
      </LocaleContext.Provider>,
      '/hi/dashboard',
    );
    fireEvent.change(screen.getByLabelText(/^पॉलिसी का प्रकार/), { target: { value: 'Term' } });
    fireEvent.change(screen.getByLabelText(/^सालाना आय/), { target: { value: '12 लाख' } });
    expect(screen.getByTestId('amount-echo-income')).toHaveTextContent('यानी ₹12,00,000 (12 लाख)');
    fireEvent.change(screen.getByLabelText(/^सालाना आय/), { target: { value: 'बारह लाख' } });
    expect(screen.getByLabelText(/^सालाना आय/)).toHaveAccessibleDescription('रुपये में, जैसे 12,00,000 या 12 लाख');
    fireEvent.click(screen.getByRole('button', { name: /आवेदन/ }));
    expect(
      screen.getByText(/को हम राशि के रूप में नहीं पढ़ सके। रुपये में लिखें, जैसे 12,00,000, 12 लाख या 1.2 करोड़।$/),
    ).toBeInTheDocument();
  });
});

describe('application form opened from a plan', () => {
  it('shows the plan and the engine’s premium, and does not ask again what the quote form took', async () => {
    logIn('9876543210', 'token-1');
    submitAnswers(200, { isSuccess: true, message: 'ok', result: { id: 5, status: 'Submitted' } });
    const lead = RAVI;
    rememberQuote('term', lead);
    renderAt(applicationHref(TERM_HANDOVER));
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    // the remembered lead priced here by the server's own function, with the list's choices
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent(formatRupees(serverPremium(lead)));
    // the quote's words load with its first showing
    const age = ageOn('15/08/1991', new Date());
    await waitFor(() =>
      expect(screen.getByTestId('quote-inputs')).toHaveTextContent(
        `Priced for a ${age}-year-old non-smoker man, ₹1 crore till 60.`,
      ),
    );
    expect(screen.queryByLabelText(/^Full name/)).toBeNull();
    expect(screen.queryByLabelText(/^Phone number/)).toBeNull();
    expect(screen.getByTestId('locked-fullName')).toHaveTextContent('Ravi Kumar');
    expect(screen.getByTestId('locked-dob')).toHaveTextContent('15/08/1991');
    expect(screen.getByTestId('locked-sumAssured')).toHaveTextContent('₹1,00,00,000');
    // what a life insurer asks before issuing: income, work, education, height and weight, nominee, address
    expect(screen.getByText('Section 1 of 5')).toBeInTheDocument();
    for (const label of [
      /^Annual income/,
      /^Education$/,
      /^Height \(cm\)/,
      /^Weight \(kg\)/,
      /^Nominee name/,
      /^Address/,
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    // ₹1 crore on ₹3 lakh a year is 33.3 times income, above the guide's multiple for any age
    const multiple = coverIncomeMultiple(ageOn('15/08/1991', new Date()));
    type(/^Annual income/, '300000');
    expect(screen.getByTestId('cover-above-income')).toHaveTextContent(
      'A cover of ₹1,00,00,000 is 33.3 times the yearly income you gave. Insurers limit term cover to a multiple of income by their own underwriting rules',
    );
    expect(screen.getByTestId('cover-above-income')).toHaveTextContent(
      `above ${multiple} times income at your age (${formatRupees(300_000 * multiple)})`,
    );
    type(/^Annual income/, '400000');
    expect(screen.queryByTestId('cover-above-income')).toBeNull();
    type(/^Height \(cm\)/, '172cm');
    expect(screen.getByLabelText(/^Height \(cm\)/)).toHaveValue('172');
    fireEvent.click(screen.getByRole('button', { name: 'Change Full name' }));
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.queryByTestId('quote-changed')).toBeNull();
    // a changed cover is said plainly: the premium shown is still the quote's
    fireEvent.click(screen.getByRole('button', { name: 'Change Sum assured (₹)' }));
    type(/^Sum assured/, '20000000');
    expect(screen.getByTestId('quote-changed')).toHaveTextContent(
      "You changed Sum assured (₹) from your quote. The premium above is still for your quote's inputs",
    );
    type(/^Sum assured/, '10000000');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Insurance application submitted successfully!');
    expect(calls.find((c) => c.url === apiPaths.addInsuranceRequest)?.body).toMatchObject({
      fullName: 'Ravi Kumar',
      dob: '15/08/1991',
      phone: '9876543210',
      policyType: 'Term',
      sumAssured: '10000000',
      plan: 'HDFC Life Click 2 Protect Supreme',
      // the id the server's plan directory knows, and the list's choices the card was priced with
      quote: {
        line: 'term',
        planId: 'term-1',
        details: lead,
        choices: { lifeCover: 10_000_000, coverTillAge: 60, mode: 'Monthly', tobacco: 'no' },
      },
    });
  });

  it('keeps a car’s plate and asks no employer, income, marital status or payment frequency', () => {
    rememberQuote('car', { vehicle: 'Car', registrationNumber: 'MH12AB1234', mobileNumber: '9876543210' });
    renderAt(
      applicationHref({
        line: 'car',
        planName: 'Car Shield',
        insurer: 'Acko',
        planId: 'car-1',
        cover: 500000,
        choices: { modelId: 'tata-nexon', ageMonths: 36, zone: 'A', claimFreeYears: 1 },
        fields: { vehicleType: '4 Wheeler', brand: 'Tata', model: 'Nexon', fuelType: 'Petrol' },
      }),
    );
    expect(screen.getByTestId('quote-plate')).toHaveTextContent('MH12AB1234');
    for (const label of [
      /^Employer/,
      /^Annual income/,
      /^Marital status/,
      /^Payment frequency/,
      /^Date of birth/,
    ])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Motor Insurance Details' })).toBeInTheDocument();
    expect(screen.getByTestId('locked-brand')).toHaveTextContent('Tata');
    expect(screen.getByLabelText(/^Variant/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Occupation & Income' })).toBeNull();
  });
});

describe('application form opened from a health plan', () => {
  it('asks Health & Lifestyle, not income, employer or marital status, and shows the monthly premium', async () => {
    rememberQuote('health', {
      gender: 'Female',
      members: [{ member: 'Self', age: '32 years' }],
      city: 'Pune',
      name: 'Meera Iyer',
      phone: '9123456780',
      medicalConditions: ['None of these'],
    });
    renderAt(applicationHref({ ...HEALTH_PLAN, cover: 1_000_000, fields: { policyTerm: '1' } }));
    const quote = healthQuoteAt32();
    expect(quote).toBeDefined();
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent(formatRupees(quote?.perMonth));
    expect(screen.getByRole('heading', { name: 'Health & Lifestyle' })).toBeInTheDocument();
    expect(screen.getByTestId('locked-fullName')).toHaveTextContent('Meera Iyer');
    expect(screen.getByTestId('locked-gender')).toHaveTextContent('Female');
    for (const label of [/^Annual income/, /^Employer/, /^Marital status/, /^Payment frequency/, /^Brand/])
      expect(screen.queryByLabelText(label)).toBeNull();
  });
});

describe('application form opened from a link without its quote form', () => {
  it('in another tab (no remembered lead): no figure until the server answers, and the form still works', async () => {
    calls = stubFetch({
      [`POST ${apiPaths.priceQuote}`]: {
        status: 400,
        body: { isSuccess: false, message: 'quote.details: x' },
      },
    });
    renderAt(applicationHref(HEALTH_PLAN));
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('Niva Bupa ReAssure 2.0');
    expect(screen.queryByTestId('quote-premium')).toBeNull();
    expect(screen.getByText(/^We could not work out a price for this plan/)).toBeInTheDocument();
    type(/^Full name/, 'Meera Iyer');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Meera Iyer');
    // a health quote cannot be rebuilt from the application: the server is not asked for a figure
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.filter((c) => c.url === apiPaths.priceQuote)).toEqual([]);
  });

  it('a term list opened from its address (no remembered lead) asks for the date of birth, then prices at once', async () => {
    renderAt(applicationHref(TERM_HANDOVER));
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    expect(screen.queryByText(/could not work out a price/)).toBeNull();
    expect(screen.getByTestId('price-needs')).toHaveTextContent(
      'Enter your date of birth below and we show your price for this plan at once.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enter date of birth' }));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveFocus();
    type(/^Date of birth/, '15081991');
    type(/^Gender/, 'Male');
    const priced = pricePlan('term', 'term-1', { ...RAVI, mobileNumber: '' }, new Date(), TERM_CHOICES);
    if (!priced.ok) throw new Error('plan 1 takes the test person');
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent(formatRupees(priced.quote.premium));
    expect(screen.queryByTestId('price-needs')).toBeNull();
  });

  it('prices at once from a date of birth and gender the list hands over, kept as the quote’s', async () => {
    renderAt(
      applicationHref({
        ...TERM_HANDOVER,
        fields: { ...TERM_HANDOVER.fields, dob: '15/08/1991', gender: 'Male' },
      }),
    );
    const priced = pricePlan('term', 'term-1', RAVI, new Date(), TERM_CHOICES);
    if (!priced.ok) throw new Error('plan 1 takes the test person');
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent(formatRupees(priced.quote.premium));
    expect(screen.getByTestId('locked-dob')).toHaveTextContent('15/08/1991');
    expect(screen.queryByTestId('price-needs')).toBeNull();
  });

  it('an older link (the engine’s inputs under `pricing`) opens as its plan, priced as the server prices it', async () => {
    const lead = RAVI;
    rememberQuote('term', lead);
    const old = {
      ...TERM_PLAN,
      pricing: { engine: 'term', line: 'term', planId: 1, person: { age: 34 }, choice: { mode: 'Yearly' } },
    };
    renderAt(`/dashboard?${new URLSearchParams({ quote: JSON.stringify(old) }).toString()}`);
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    const priced = pricePlan('term', 'term-1', lead, new Date());
    expect(priced.ok).toBe(true);
    if (priced.ok)
      expect(await screen.findByTestId('quote-premium')).toHaveTextContent(
        formatRupees(priced.quote.premium),
      );
  });
});

describe('the application draft', () => {
  it('keeps what was typed across a reload of the tab, and forgets it after a successful submit', async () => {
    const first = renderAt();
    type(/^Full name/, 'Asha Rao');
    type(/^Employer/, 'Infosys');
    first.unmount();
    renderAt();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Employer/)).toHaveValue('Infosys');
    const kept = JSON.parse(sessionStorage.getItem('bimasetu.draft.application') ?? '{}') as object;
    expect(kept).not.toHaveProperty('aadhaar');
    expect(kept).not.toHaveProperty('pan');
  });
});

describe('the premium the server gives', () => {
  const card = () => {
    const priced = pricePlan('term', 'term-1', RAVI, new Date(), TERM_CHOICES);
    if (!priced.ok) throw new Error('plan 1 takes the test person');
    return { total: priced.quote.premium, facts: priced.parts.engineFacts };
  };
  const serverAnswer = (total: number) => ({
    isSuccess: true,
    result: {
      premium: total,
      basePremium: total,
      gst: 0,
      premiumPeriod: 'month',
      rateVersion: 'term-test',
      pricedOn: '2026-11-28',
      cover: 10_000_000,
      figures: { total, basePremium: total, gst: 0 },
      facts: card().facts,
      assumed: [],
    },
  });

  it('replaces the card’s figure with the server’s, asked with the quote, its choices and the applicant', async () => {
    calls = stubFetch({ [`POST ${apiPaths.priceQuote}`]: { body: serverAnswer(1234) } });
    rememberQuote('term', RAVI);
    renderAt(applicationHref(TERM_HANDOVER));
    await waitFor(() => expect(screen.getByTestId('quote-premium')).toHaveTextContent('₹1,234'));
    expect(screen.getByTestId('price-source')).toHaveTextContent(
      'Worked out by BimaSetu on 28/11/2026 from your answers with our rate table term-test: the premium your application is sent with.',
    );
    const asked = calls.find((c) => c.url === apiPaths.priceQuote);
    expect(asked?.body).toMatchObject({
      quote: { line: 'term', planId: 'term-1', details: { dob: '15/08/1991', gender: 1 } },
      dob: '15/08/1991',
      gender: 'Male',
    });
    expect((asked?.body as { quote: { choices: object } }).quote.choices).toMatchObject({
      mode: TERM_CHOICES.mode,
      tobacco: TERM_CHOICES.tobacco,
    });
    expect(asked?.headers).not.toHaveProperty('Authorization');
  });

  it('asks again for a changed date of birth once it is typed in full, and does not call it a change', async () => {
    let asked = 0;
    calls = stubFetch({
      [`POST ${apiPaths.priceQuote}`]: (call) => {
        asked += 1;
        return { body: serverAnswer((call.body as { dob: string }).dob === '15/08/1981' ? 2222 : 1111) };
      },
    });
    rememberQuote('term', RAVI);
    renderAt(applicationHref(TERM_HANDOVER));
    await waitFor(() => expect(screen.getByTestId('quote-premium')).toHaveTextContent('₹1,111'));
    fireEvent.click(screen.getByRole('button', { name: 'Change Date of birth' }));
    type(/^Date of birth/, '15/08/19');
    await new Promise((resolve) => setTimeout(resolve, 600));
    // a half-typed date keeps the last price and asks nothing
    expect(asked).toBe(1);
    expect(screen.getByTestId('quote-premium')).toHaveTextContent('₹1,111');
    type(/^Date of birth/, '15/08/1981');
    await waitFor(() => expect(screen.getByTestId('quote-premium')).toHaveTextContent('₹2,222'));
    expect(asked).toBe(2);
    expect(screen.queryByTestId('quote-changed')).toBeNull();
  });

  it('says it has no price when the server does not offer the plan for these details', async () => {
    calls = stubFetch({
      [`POST ${apiPaths.priceQuote}`]: {
        status: 400,
        body: { isSuccess: false, message: 'quote.planId: this plan is not offered for the details given' },
      },
    });
    rememberQuote('term', RAVI);
    renderAt(applicationHref(TERM_HANDOVER));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'This plan is not offered for the date of birth and details on this form.',
      ),
    );
    expect(screen.queryByTestId('quote-premium')).toBeNull();
  });

  it('asks nothing until the form has the applicant’s mobile, then asks with what was typed', async () => {
    calls = stubFetch({ [`POST ${apiPaths.priceQuote}`]: { body: serverAnswer(1500) } });
    renderAt(applicationHref(TERM_HANDOVER));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.filter((c) => c.url === apiPaths.priceQuote)).toEqual([]);
    type(/^Full name/, 'Asha Rao');
    type(/^Date of birth/, '15/08/1991');
    type(/^Phone number/, '9876543210');
    await waitFor(() => expect(screen.getByTestId('quote-premium')).toHaveTextContent('₹1,500'));
    const asked = calls.filter((c) => c.url === apiPaths.priceQuote);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.body).toMatchObject({
      quote: { details: { fullName: 'Asha Rao', dob: '15/08/1991', mobileNumber: '9876543210' } },
    });
  });

  it('keeps the card’s figure when the server cannot be reached', async () => {
    rememberQuote('term', RAVI);
    renderAt(applicationHref(TERM_HANDOVER));
    await waitFor(() => expect(calls.some((c) => c.url === apiPaths.priceQuote)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // the browser's own figure: the remembered lead priced by the server's function
    expect(await screen.findByTestId('quote-premium')).toHaveTextContent(formatRupees(card().total));
    expect(screen.getByTestId('price-source')).toHaveTextContent(/^Worked out in your browser/);
  });
});
