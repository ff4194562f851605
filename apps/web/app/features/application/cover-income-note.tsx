// Says, on a life or term application, when the cover asked for is above what the income given usually allows
// (contract `coverAboveIncome`): BimaSetu's own screening guide, said as ours; the insurer's limit is its own
// underwriting rule. It never stops the application.
import { ageOn, coverAboveIncome, isRealDdMmYyyy } from '@bimasetu/contract';
import { useWords } from '~/lib/words';

export interface CoverIncomeNoteProps {
  /** The form's values as typed: rupees as digits, the date of birth dd/mm/yyyy. */
  cover: string;
  income: string;
  dob: string;
  /** The age the quote was priced for, used while the date of birth is not filled in. */
  quotedAge?: number;
}

export function CoverIncomeNote({ cover, income, dob, quotedAge }: CoverIncomeNoteProps) {
  const words = useWords('application');
  const age = isRealDdMmYyyy(dob) ? ageOn(dob, new Date()) : quotedAge;
  if (age === undefined) return null;
  const above = coverAboveIncome(Number(cover), Number(income), age);
  if (!above) return null;
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="cover-above-income">
      {words.coverAboveIncome(Number(cover), above.times, above.multiple, above.allowed)}
    </p>
  );
}
