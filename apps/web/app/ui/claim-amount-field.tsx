// The amount a claim is for, written once for the two forms that ask it (a nominee's claim, and "Start a claim" in
// the vault): typed the way people type amounts ("1,50,000", "1.5 lakh", "₹2 crore": `typedRupees`, the same
// reader as the application's income), read back under the field so a wrong reading is seen before sending, and
// shown grouped the Indian way once the customer moves on. What cannot be read stays as typed; the form's submit
// refuses it. The words (the hint, the read-back) are the form's, passed in.
import { ID_MAX, rupeesFromTyped } from '@bimasetu/contract';
import type { ReactNode } from 'react';
import { groupIndian } from '~/lib/format';
import { TextField } from './field';

/** Room for an amount typed with its grouping, currency and unit ("Rs. 1,50,000/-", "1.5 lakh rupees"). */
const AMOUNT_TYPED_MAX = 40;

/**
 * A claim's amount as typed (the contract's `rupeesFromTyped`), or null when blank; anything unreadable, below ₹1
 * or above what the claim's schema takes (`ID_MAX`) is 'bad'.
 */
export function typedRupees(typed: string): number | null | 'bad' {
  const rupees = rupeesFromTyped(typed);
  if (rupees === null) return null;
  return rupees !== 'unreadable' && rupees >= 1 && rupees <= ID_MAX ? rupees : 'bad';
}

export function ClaimAmountField({
  label,
  hint,
  echo,
  value,
  onChange,
  error,
}: {
  label: string;
  /** what to type, shown while nothing readable is typed */
  hint: ReactNode;
  /** the amount as read ("₹1,50,000"), shown in place of the hint */
  echo: (rupees: number) => string;
  value: string;
  onChange: (typed: string) => void;
  error: string | null;
}) {
  const rupees = typedRupees(value);
  const read = typeof rupees === 'number' ? rupees : null;
  return (
    <TextField
      label={label}
      hint={read === null ? hint : <span data-testid="claim-amount-echo">{echo(read)}</span>}
      inputMode="numeric"
      autoComplete="off"
      maxLength={AMOUNT_TYPED_MAX}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        if (read !== null && groupIndian(read) !== value) onChange(groupIndian(read));
      }}
      error={error}
    />
  );
}
