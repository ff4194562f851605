import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClaimAmountField, typedRupees } from './claim-amount-field';

describe('typedRupees', () => {
  it('reads lakh and crore as the claim and income fields take them', () => {
    expect(typedRupees('1.5 lakh')).toBe(150_000);
    expect(typedRupees('₹1,50,000')).toBe(150_000);
    expect(typedRupees('2 crore')).toBe(20_000_000);
    expect(typedRupees('')).toBeNull();
  });
  it('refuses what it cannot read, nothing, and more than a claim takes', () => {
    expect(typedRupees('1.5 lakhs approx')).toBe('bad');
    expect(typedRupees('0')).toBe('bad');
    expect(typedRupees('500 crore')).toBe('bad');
  });
});

function Amount() {
  const [value, setValue] = useState('');
  return (
    <ClaimAmountField
      label="Amount claimed"
      hint="In rupees"
      echo={(rupees) => `That is ₹${rupees}`}
      value={value}
      onChange={setValue}
      error={null}
    />
  );
}

describe('ClaimAmountField', () => {
  it('reads the amount back under the field as it is typed, and groups it the Indian way on leaving', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    const field = screen.getByLabelText('Amount claimed');
    expect(field).toHaveAccessibleDescription('In rupees');
    await user.type(field, '1.5 lakh');
    expect(screen.getByTestId('claim-amount-echo')).toHaveTextContent('That is ₹150000');
    await user.tab();
    expect(field).toHaveValue('1,50,000');
  });

  it('leaves what it cannot read as typed, with the hint', async () => {
    const user = userEvent.setup();
    render(<Amount />);
    const field = screen.getByLabelText('Amount claimed');
    await user.type(field, 'about a lakh');
    await user.tab();
    expect(field).toHaveValue('about a lakh');
    expect(screen.queryByTestId('claim-amount-echo')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('In rupees');
  });
});
