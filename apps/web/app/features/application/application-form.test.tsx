import { apiPaths } from '@bimasetu/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch, type RecordedCall } from '~/lib/test-utils';
import { ApplicationForm } from './application-form';

const renderAt = (url = '/dashboard') => renderScreen(<ApplicationForm />, url);

// Each test that expects a call answers it with its own stubFetch; by default the server is unreachable.
let calls: RecordedCall[];
const submitAnswers = (status: number, body: object) =>
  (calls = stubFetch({ [`POST ${apiPaths.addInsuranceRequest}`]: { status, body } }));

beforeEach(() => {
  localStorage.clear();
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

  it('applies the input rules', () => {
    renderAt();
    type(/^Phone number/, '98765-43210 99');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9876543210');
    type(/^Date of birth/, '14a0219901234');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('14/02/1990');
    type(/^Sum assured/, '₹12,34,56,78,90,123');
    expect(screen.getByLabelText(/^Sum assured/)).toHaveValue('123456789012');
    type(/^Annual income/, '12x5000');
    expect(screen.getByLabelText(/^Annual income/)).toHaveValue('125000');
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('maxLength', '25');
    expect(screen.getByLabelText(/^Employer/)).toHaveAttribute('maxLength', '100');
    expect(screen.queryByLabelText(/PAN|Aadhaar|Nominee/)).toBeNull();
    type(/^Policy type/, 'Motor Insurance');
    const years = within(screen.getByLabelText(/^Registration year/)).getAllByRole('option');
    expect(years).toHaveLength(32);
    expect(years[1]).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('names what is missing and sends nothing', () => {
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a policy type')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('on success shows the message for 5 seconds and clears the form', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    submitAnswers(200, { isSuccess: true, message: 'ok', result: { id: 1, status: 'Submitted' } });
    renderAt();
    fillRequired();
    type(/^Brand/, 'Honda');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Insurance application submitted successfully!')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/Insurance/AddInsuranceRequest');
    expect(calls[0]?.body).toMatchObject({
      fullName: 'Asha Rao',
      phone: '9876543210',
      brand: 'Honda',
      pan: '',
    });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Policy type/)).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Know My Request Status' })).toHaveAttribute(
      'href',
      '/knowmyrequest',
    );
    await act(async () => {}); // let the notice's effect start its timer
    act(() => void vi.advanceTimersByTime(4900));
    expect(screen.getByText('Insurance application submitted successfully!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Insurance application submitted successfully!')).toBeNull();
  });

  it('on failure shows the error for 5 seconds and keeps the data', async () => {
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

  it('takes policy type, plan and sum assured from a plan button and sends the plan', async () => {
    submitAnswers(200, { isSuccess: true, message: 'ok' });
    renderAt('/dashboard?policyType=Health&plan=Care%20Supreme&sumAssured=1500000');
    expect(screen.getByLabelText(/^Policy type/)).toHaveValue('Health');
    expect(screen.getByLabelText(/^Sum assured/)).toHaveValue('1500000');
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('Care Supreme');
    expect(screen.getByRole('heading', { name: 'Health & Lifestyle' })).toBeInTheDocument();
    type(/^Full name/, 'Asha Rao');
    type(/^Phone number/, '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Insurance application submitted successfully!');
    expect(calls[0]?.body).toMatchObject({
      policyType: 'Health',
      sumAssured: '1500000',
      plan: 'Care Supreme',
    });
  });

  it('prefills the phone and name of a logged-in customer', async () => {
    logIn('9123456780', 'token-1');
    calls = stubFetch({
      [`GET ${apiPaths.getUserProfile}`]: {
        body: { id: 3, firstName: 'Meera', lastName: 'Iyer', mobile: '9123456780' },
      },
    });
    renderAt();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9123456780');
    expect(await screen.findByDisplayValue('Meera Iyer')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/Insurance/GetUserProfile?mobile=9123456780');
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });
});
