// Every request status the contract defines is said in Hindi, and a status the words do not know is shown as the
// server sent it; the timeline says a status change with the status in the page's language.
import { REQUEST_STATUSES } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';

const en = loadedWords('en').status!;
const hi = loadedWords('hi').status!;

describe('request statuses', () => {
  it.each(REQUEST_STATUSES)('"%s" has its Hindi, in Devanagari', (status) => {
    expect(hi.statuses[status]).toMatch(/[\u0900-\u097f]/u);
    expect(en.statuses[status]).toBe(status);
  });

  it('names no status the contract does not define', () => {
    expect(Object.keys(hi.statuses).sort()).toEqual([...REQUEST_STATUSES].sort());
  });

  it("says a status change in the timeline with the status's Hindi", () => {
    const entry = {
      at: '2026-01-01T10:00:00.000Z',
      kind: 'status',
      status: 'In Review',
      remarks: '',
      premium: null,
    } as const;
    expect(en.timelineEntry(entry)).toBe('Status changed to In Review');
    expect(hi.timelineEntry(entry)).toBe(`स्थिति बदली: ${hi.statuses['In Review']}`);
    expect(hi.timelineEntry({ ...entry, status: 'Something new' })).toBe('स्थिति बदली: Something new');
  });

  it('maps every request status message to Hindi', () => {
    for (const [english, hindi] of Object.entries(hi.messages)) {
      expect(english).toMatch(/[A-Za-z]/);
      expect(hindi).toMatch(/[\u0900-\u097f]/u);
    }
    expect(Object.keys(hi.messages).sort()).toEqual(Object.keys(en.messages).sort());
  });
});
