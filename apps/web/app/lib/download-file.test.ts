import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('the name a downloaded document is saved under', () => {
  it('prefers the UTF-8 name, so a Hindi name is kept', () => {
    const disposition = `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('पॉलिसी दस्तावेज़.pdf')}`;
    expect(fileNameOf(disposition, 'fallback.pdf')).toBe('पॉलिसी दस्तावेज़.pdf');
  });

  it('takes the ASCII name when there is no other, or the other is broken, and the fallback when there is none', () => {
    expect(fileNameOf('attachment; filename="policy.pdf"', 'fallback.pdf')).toBe('policy.pdf');
    expect(fileNameOf(`attachment; filename="policy.pdf"; filename*=UTF-8''%E0%A4`, 'x.pdf')).toBe(
      'policy.pdf',
    );
    expect(fileNameOf(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
