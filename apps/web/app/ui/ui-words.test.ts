import { describe, expect, it } from 'vitest';
import uiWords from './ui-words';

describe('the counter under capped text', () => {
  it('says one character, and any other count in the plural', () => {
    expect(uiWords.charactersOver(1, 2000)).toBe('1 character too many: shorten it to 2,000 to send');
    expect(uiWords.charactersOver(12, 1000)).toBe('12 characters too many: shorten it to 1,000 to send');
  });
});
