// A field's name on the form and inside its messages: the cover is a "Sum assured" for life policies, the
// "Sum insured" for health and home and the IDV for motor (`coverNameOf`, the adviser's view uses it too).
import { coverNameOf, type ApplicationFieldKey } from '@bimasetu/contract';
import type { WordBook } from '~/lib/words';

type Words = WordBook['application'];

export function fieldLabel(words: Words, field: ApplicationFieldKey, policyType: string): string {
  const cover = field === 'sumAssured' ? words.coverNames[coverNameOf(policyType)] : undefined;
  return cover?.[0] ?? words.labels[field];
}

export function fieldErrorLabel(words: Words, field: string, policyType: string): string {
  const cover = field === 'sumAssured' ? words.coverNames[coverNameOf(policyType)] : undefined;
  return cover?.[1] ?? (words.errorLabels as Record<string, string>)[field] ?? field;
}
