// The amount a nominee's claim is for (the vault's "Start a claim" has the same field in its own form, a feature
// not importing another's): typed the way people type amounts ("1,50,000", "1.5 lakh", "₹2 crore": `typedRupees`,
// the same reader as the application's income), read back under the field so a wrong reading is seen before
// sending, and shown grouped the Indian way once the customer moves on. What cannot be read stays as typed; the
// form's submit refuses it.
import { groupIndian, typedRupees } from '~/lib/format';
import { useWords } from '~/lib/words';
import { TextField } from '~/ui/field';

/** Room for an amount typed with its grouping, currency and unit ("Rs. 1,50,000/-", "1.5 lakh rupees"). */
const AMOUNT_TYPED_MAX = 40;

export function ClaimAmountField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  error: string | null;
}) {
  const w = useWords('claims');
  const rupees = typedRupees(value);
  const read = typeof rupees === 'number' ? rupees : null;
  return (
    <TextField
      label={label}
      hint={
        read === null ? (
          w.start.amountHint
        ) : (
          <span data-testid="claim-amount-echo">{w.start.amountEcho(read)}</span>
        )
      }
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
