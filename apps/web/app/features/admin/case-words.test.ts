import {
  CLAIM_KINDS,
  CLAIM_STATES,
  POLICY_LINES,
  POLICY_STATUSES,
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_STATES,
} from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import { kindWords, stateWords } from './case-words';

describe('the advisers’ words for a case', () => {
  it('says every kind and state the contract has in words, not as its code', () => {
    for (const code of [...CLAIM_KINDS, ...SERVICE_REQUEST_KINDS, ...POLICY_LINES]) {
      expect(kindWords(code)).toMatch(/^[A-Z]/);
    }
    for (const code of [...CLAIM_STATES, ...SERVICE_REQUEST_STATES, ...POLICY_STATUSES]) {
      expect(stateWords(code)).toMatch(/^[A-Z]/);
    }
    expect(kindWords('free-look-cancellation')).toBe('Free-look cancellation and refund');
    expect(stateWords('sent-to-insurer')).toBe('Sent to the insurer');
  });

  it('shows a code it does not know as it is, and never reads an inherited property', () => {
    expect(kindWords('a-new-kind')).toBe('a-new-kind');
    expect(stateWords('constructor')).toBe('constructor');
  });
});
