import type { RequestDetail } from '@bimasetu/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PremiumForm } from './premium-form';
import { RequestQuotePanel } from './request-quote-panel';

const quote = {
  premium: 1262,
  basePremium: 1262,
  gst: 0,
  premiumPeriod: 'month' as const,
  rateVersion: 'term-2026-11',
  pricedOn: '2026-11-23',
  inputsInWords: ['for a 35-year-old non-smoker woman, ₹1 crore till 60'],
};

const request = (change: Partial<RequestDetail['result']> = {}): RequestDetail['result'] => ({
  id: 7,
  createdOn: '2026-11-23T04:00:00.000Z',
  updatedAt: '2026-11-23T04:00:00.000Z',
  fullName: 'Meera Pillai',
  phone: '9876500061',
  policyType: 'Term',
  sumAssured: '10000000',
  status: 'Submitted',
  remarks: '',
  application: {},
  aadhaar: '',
  reference: 'BS-3DT57X2X',
  planId: 'term-1',
  planName: 'HDFC Life Click 2 Protect Supreme',
  insurer: 'HDFC Life',
  quote,
  repriced: quote,
  revisedPremium: null,
  revisedReason: '',
  timeline: [
    { at: '2026-11-23T04:00:00.000Z', kind: 'submitted', status: 'Submitted', remarks: '', premium: null },
  ],
  ...change,
});

describe('RequestQuotePanel', () => {
  it('shows the premium the customer saw, its inputs and rate version, and that today’s price is the same', () => {
    render(<RequestQuotePanel request={request()} />);
    const panel = screen.getByRole('region', { name: 'Plan and premium' });
    expect(panel).toHaveTextContent('HDFC Life Click 2 Protect Supreme · HDFC Life');
    expect(panel).toHaveTextContent(
      'Premium the customer saw₹1,262 /monthRate version term-2026-11, priced 23/11/2026',
    );
    expect(panel).toHaveTextContent('Same as quoted (rate version term-2026-11)');
    expect(panel).toHaveTextContent('For a 35-year-old non-smoker woman, ₹1 crore till 60');
  });

  it('says by how much today’s price differs after a new rate version', () => {
    render(
      <RequestQuotePanel
        request={request({ repriced: { ...quote, premium: 1340, rateVersion: 'term-2027-01' } })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Plan and premium' })).toHaveTextContent(
      'Differs by ₹78 (rate version term-2027-01)',
    );
  });

  it('says when there is no plan, and shows no figures', () => {
    render(
      <RequestQuotePanel request={request({ planName: '', insurer: '', quote: null, repriced: null })} />,
    );
    const panel = screen.getByRole('region', { name: 'Plan and premium' });
    expect(panel).toHaveTextContent('No plan chosen (full form)');
    expect(panel).not.toHaveTextContent('Premium the customer saw');
  });
});

describe('PremiumForm', () => {
  it('sends the revised figure and the reason, then confirms', async () => {
    const onSave = vi.fn(async () => ({}));
    render(<PremiumForm premium={null} reason="" onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Revised premium (₹, GST included)'), '1,572');
    await userEvent.type(
      screen.getByLabelText('Reason the customer will read'),
      'Raised blood sugar in the report',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save revised premium' }));
    expect(onSave).toHaveBeenCalledWith({ premium: 1572, reason: 'Raised blood sugar in the report' });
    expect(await screen.findByText(/The customer now sees both premiums/)).toBeInTheDocument();
  });

  it('refuses an empty figure and a short reason without calling the server', async () => {
    const onSave = vi.fn(async () => ({}));
    render(<PremiumForm premium={null} reason="" onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Reason the customer will read'), 'no');
    await userEvent.click(screen.getByRole('button', { name: 'Save revised premium' }));
    expect(screen.getByText('Premium must be a whole number of rupees')).toBeInTheDocument();
    expect(screen.getByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
