import { describe, expect, it } from 'vitest';
import { movedIds, nextPriority, sortFaqs } from './faq-order';

const faq = (id: number, priority: number) => ({ id, priority, question: `Q${id}`, answer: `A${id}` });

describe('FAQ order', () => {
  const faqs = sortFaqs([faq(3, 20), faq(1, 10), faq(2, 20)]);

  it('sorts by priority, then by id', () => {
    expect(faqs.map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('moves one FAQ up or down and lists every id in the new order', () => {
    expect(movedIds(faqs, 2, -1)).toEqual([1, 3, 2]);
    expect(movedIds(faqs, 0, 1)).toEqual([2, 1, 3]);
  });

  it('refuses to move past either end', () => {
    expect(movedIds(faqs, 0, -1)).toBeNull();
    expect(movedIds(faqs, 2, 1)).toBeNull();
  });

  it('puts a new FAQ after the last', () => {
    expect(nextPriority(faqs)).toBe(30);
    expect(nextPriority([])).toBe(10);
  });
});
