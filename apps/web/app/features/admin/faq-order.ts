// Reordering FAQs with up and down buttons: the list is sorted by priority (then id, as the public screen does),
// and a move sends every id in the new order.
import type { FaqItem } from '@bimasetu/contract';

export function sortFaqs<F extends FaqItem>(faqs: readonly F[]): F[] {
  return [...faqs].sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** The ids after moving the FAQ at `index` one place up (-1) or down (+1); null when it cannot move. */
export function movedIds(faqs: readonly FaqItem[], index: number, direction: -1 | 1): number[] | null {
  const target = index + direction;
  if (index < 0 || index >= faqs.length || target < 0 || target >= faqs.length) return null;
  const ids = faqs.map((faq) => faq.id);
  const moving = ids[index] as number;
  ids[index] = ids[target] as number;
  ids[target] = moving;
  return ids;
}

/** A new FAQ goes last: 10 past the highest priority. */
export function nextPriority(faqs: readonly FaqItem[]): number {
  return faqs.reduce((max, faq) => Math.max(max, faq.priority), 0) + 10;
}
