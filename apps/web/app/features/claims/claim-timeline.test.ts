// A timeline note is read as a documents upload only when it is the server's own note for one (the contract's
// words and known checklist codes); anything else is someone's own text, shown as written.
import { claimMessages } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { readTimelineNote } from './claim-timeline';

describe('readTimelineNote', () => {
  it('reads the server’s upload note as its items', () => {
    expect(readTimelineNote(`${claimMessages.documentsAdded}: claim-form`)).toEqual({
      kind: 'documents',
      items: ['claim-form'],
    });
    expect(
      readTimelineNote(`${claimMessages.documentsAdded}: death-certificate, nominee-bank-proof`),
    ).toEqual({
      kind: 'documents',
      items: ['death-certificate', 'nominee-bank-proof'],
    });
  });

  it('leaves anyone’s own words as written', () => {
    for (const note of [
      '',
      'Admitted at Apollo, Delhi',
      `${claimMessages.documentsAdded}: my own words, claim-form`,
      `${claimMessages.documentsAdded}:`,
    ]) {
      expect(readTimelineNote(note)).toEqual({ kind: 'step', note });
    }
  });
});
