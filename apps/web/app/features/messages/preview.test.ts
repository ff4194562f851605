import { describe, expect, it } from 'vitest';
import { isLongMessage, previewMessage } from './preview';

describe('previewMessage', () => {
  it('keeps messages of up to 100 characters whole', () => {
    const hundred = 'a'.repeat(100);
    expect(isLongMessage(hundred)).toBe(false);
    expect(previewMessage(hundred)).toBe(hundred);
    expect(previewMessage('Hello')).toBe('Hello');
  });

  it('shows the first 50 characters and an ellipsis for longer ones', () => {
    const text = `${'b'.repeat(50)}${'c'.repeat(51)}`;
    expect(isLongMessage(text)).toBe(true);
    expect(previewMessage(text)).toBe(`${'b'.repeat(50)}…`);
  });
});
