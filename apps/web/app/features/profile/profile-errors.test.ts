// A profile field's error is said in the page's language: the contract's rule after the field's label, looked up
// by its English text, with the English unchanged.
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { sayProfileError, validateProfile, valuesFrom } from './profile-rules';

const en = loadedWords('en').profile!;
const hi = loadedWords('hi').profile!;
const filled = { ...valuesFrom(null, '9876543210', null), firstName: 'Asha' };

describe('sayProfileError', () => {
  it('keeps the English error exactly as validateProfile words it', () => {
    const errors = validateProfile({ ...filled, pancard: 'ABC', nomineeName: 'R2D2' });
    expect(sayProfileError(en, 'pancard', errors.pancard)).toBe(errors.pancard);
    expect(sayProfileError(en, 'nomineeName', errors.nomineeName)).toBe(
      'Nominee name must contain only letters and spaces',
    );
  });

  it('says each rule in Hindi with the Hindi label', () => {
    const errors = validateProfile({
      ...filled,
      firstName: '',
      nomineeName: 'R2D2',
      nomineeDob: '31/02/2001',
    });
    expect(sayProfileError(hi, 'firstName', errors.firstName)).toBe('पहला नाम भरना ज़रूरी है');
    expect(sayProfileError(hi, 'nomineeName', errors.nomineeName)).toBe(
      'नॉमिनी का नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं',
    );
    expect(sayProfileError(hi, 'nomineeDob', errors.nomineeDob)).toMatch(
      /^नॉमिनी की जन्म तिथि .*dd\/mm\/yyyy/,
    );
  });

  it('says a length rule with its number', () => {
    const errors = validateProfile({ ...filled, lastName: 'a'.repeat(51) });
    expect(sayProfileError(hi, 'lastName', errors.lastName)).toBe('उपनाम में ज़्यादा से ज़्यादा 50 अक्षर हो सकते हैं');
  });

  it('has a Hindi sentence for every rule the English knows', () => {
    expect(Object.keys(hi.rules).sort()).toEqual(Object.keys(en.rules).sort());
  });

  it('shows an error it cannot place as it is, and nothing for no error', () => {
    expect(sayProfileError(hi, 'email', 'Something else')).toBe('Something else');
    expect(sayProfileError(hi, 'email', undefined)).toBeUndefined();
  });
});
