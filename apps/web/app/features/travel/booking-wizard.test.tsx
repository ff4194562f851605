import {
  apiPaths,
  diseaseYears,
  LEAD_CONSENT_TEXT,
  MARKETING_CONSENT_TEXT,
  todayIso,
  type TravelLead,
} from '@bimasetu/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '~/lib/session';
import { logIn, renderScreen, stubFetch, type RecordedCall, type StubReply } from '~/lib/test-utils';
import { BookingWizard } from './booking-wizard';
import { TRAVEL_PLANS } from './travel-plans';

const inDays = (d: number) => todayIso(new Date(Date.now() + d * 86_400_000));
const trip: TravelLead = {
  destinations: ['Japan'],
  startDate: inDays(4),
  endDate: inDays(11),
  travellerAges: ['40', '12'],
  hasPreExistingCondition: false,
  travellersWithCondition: [],
};
const plan = TRAVEL_PLANS[0]!;
// What AddLead answers next; until a test sets it, the server is unreachable.
let reply: StubReply;
let calls: RecordedCall[];

beforeEach(() => {
  localStorage.clear();
  // the first traveller's own session: the booking goes without a phone check
  logIn('9000012345', 'token-t');
  reply = { networkError: true };
  calls = stubFetch({ [`POST ${apiPaths.addLead}`]: () => reply });
  renderScreen(<BookingWizard trip={trip} plan={plan} />);
});
afterEach(() => vi.unstubAllGlobals());

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

function fillTraveller(index: number, name: string) {
  const group = screen.getByRole('group', { name: new RegExp(`Traveller ${index + 1}`) });
  const set = (label: RegExp, value: string) =>
    fireEvent.change(within(group).getByLabelText(label), { target: { value } });
  set(/Full name/, name);
  set(/^Gender/, 'Female');
  set(/Date of birth/, '01022012');
  set(/Visa type/, 'Student Visa');
  set(/Passport number/, 'p7654321');
  set(/Mobile number/, '9000012345');
  set(/Nominee name/, 'Anil Shah');
  set(/Nominee relation/, 'Parent');
}

describe('travel booking wizard', () => {
  it('takes a PAN and a mobile pasted with spaces, country code and case whole, and keeps them clean', async () => {
    const group = screen.getByRole('group', { name: /Traveller 1/ });
    const user = userEvent.setup();
    await user.click(within(group).getByLabelText(/^PAN/));
    await user.paste(' abcde1234f ');
    expect(within(group).getByLabelText(/^PAN/)).toHaveValue('ABCDE1234F');
    await user.click(within(group).getByLabelText(/Mobile number/));
    await user.paste('+91 98220 12345');
    expect(within(group).getByLabelText(/Mobile number/)).toHaveValue('9822012345');
  });

  it('holds step 1 until both travellers are complete, and Back keeps what was typed', () => {
    expect(screen.getAllByRole('group', { name: /Traveller \d/ })).toHaveLength(2);
    fillTraveller(0, 'Priya Shah');
    next();
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Enter the full name as on the passport (letters and spaces only).'),
    ).toHaveLength(1);
    fillTraveller(1, 'Tara Shah');
    next();
    expect(screen.getByRole('heading', { name: 'Medical history' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getAllByLabelText(/Full name/)[1]).toHaveValue('Tara Shah');
    expect(screen.getAllByLabelText(/Passport number/)[0]).toHaveValue('P7654321');
  });

  it('asks a year for a ticked disease, totals the plan’s price for each traveller and stores the booking with its reference', async () => {
    fillTraveller(0, 'Priya Shah');
    fillTraveller(1, 'Tara Shah');
    next();
    const tara = screen.getByRole('group', { name: /Tara Shah: medical history/ });
    fireEvent.click(within(tara).getByRole('checkbox', { name: 'Asthma' }));
    next();
    expect(screen.getByText('Select the year it was diagnosed.')).toBeInTheDocument();
    fireEvent.change(within(tara).getByLabelText('Year diagnosed (Asthma)'), {
      target: { value: diseaseYears()[2] },
    });
    next();
    // Tata AIG lists ₹1,249 with 18% GST for a week in Asia up to age 40; Japan for 8 days is the 8-10 day band
    // (×1.25) and both travellers (born 2012) are under 40: 1249 × 1.25 = 1561.25 → ₹1,561 as listed; with no GST
    // since 22/09/2025, 1561 / 1.18 = 1322.88 → ₹1,323 each, ₹2,646 in all.
    expect(screen.getAllByTestId('traveller-premium').map((cell) => cell.textContent)).toEqual([
      '₹1,323',
      '₹1,323',
    ]);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹2,646');
    expect(
      screen.getByText(
        /No GST: travel insurance for yourself or your family has been exempt from GST since 22\/09\/2025\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/includes GST/)).toBeNull();
    expect(screen.getByText('$250,000 medical')).toBeInTheDocument();

    // the booking is the request itself: no call-back box, and the offers box is optional and unticked
    expect(screen.queryByRole('checkbox', { name: LEAD_CONSENT_TEXT })).toBeNull();
    expect(screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT })).not.toBeChecked();
    reply = { status: 500, body: { isSuccess: false, message: 'down' } };
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('We could not save your booking. Please try again.')).toBeInTheDocument();

    reply = { body: { isSuccess: true, message: 'ok', result: { id: 7, reference: 'BS-ABCD2345' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('BS-ABCD2345');
    expect(calls[1]?.headers.Authorization).toBe('Bearer token-t');
    const body = calls[1]?.body as { details: { travellers: { diseases: unknown }[] } };
    expect(body).toMatchObject({
      line: 'travel-booking',
      consent: false,
      marketing: false,
      details: {
        planId: plan.id,
        planName: `${plan.name} ${plan.plan}`,
        totalPremium: 2646,
        destinations: ['Japan'],
      },
    });
    expect(body.details.travellers[1]?.diseases).toEqual([{ name: 'Asthma', year: diseaseYears()[2] }]);
  });

  it('verifies the first traveller’s phone inline when nobody is logged in, then books with the new token', async () => {
    act(() => clearSession());
    calls = stubFetch({
      [`POST ${apiPaths.generateOtp}`]: { body: { isSuccess: true, message: 'OTP sent successfully' } },
      [`GET ${apiPaths.validateOtp}`]: { body: { isSuccess: true, message: 'ok', result: 'token-new' } },
      [`POST ${apiPaths.addLead}`]: {
        body: { isSuccess: true, message: 'ok', result: { id: 8, reference: 'BS-WXYZ2345' } },
      },
    });
    fillTraveller(0, 'Priya Shah');
    fillTraveller(1, 'Tara Shah');
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    const check = await screen.findByRole('region', { name: 'Verify your phone to confirm the booking' });
    expect(within(check).getByText(/\+91 9000012345/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(check).getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await within(check).findByLabelText(/OTP/), { target: { value: '123456' } });
    fireEvent.click(within(check).getByRole('button', { name: 'Verify OTP and confirm' }));
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('BS-WXYZ2345');
    const booking = calls.find((c) => c.url === apiPaths.addLead);
    expect(booking?.headers.Authorization).toBe('Bearer token-new');
    expect(booking?.body).toMatchObject({ line: 'travel-booking', details: { totalPremium: 2646 } });
  });
});
