// The claim screen says a run-out clock's consequence from the server's code (`clock.missed`), never an English
// sentence from the server: every code a clock rule can carry, and the discharge step, is worded in both languages.
import { CLAIM_STATES, CLOCK_RULES, SERVICE_REQUEST_STATES } from '@bimasetu/contract';
import { describe, expect, it } from 'vitest';
import en from './claims-words';
import hi from './claims-words.hi';

const devanagari = /[\u0900-\u097f]/u;
const codes = new Set(
  Object.values(CLOCK_RULES).flatMap((rule) => ('whenMissed' in rule ? [rule.whenMissed] : [])),
);

describe('the claim screen’s words for a run-out clock', () => {
  it('says each rule’s consequence as having happened, in English and in Hindi', () => {
    expect(codes).toContain('insurer-bears-extra-hospital-charges');
    for (const code of codes) {
      expect(en.missed[code], code).toMatch(/past its deadline/);
      expect(hi.missed[code], code).toMatch(devanagari);
    }
    expect(en.missed['insurer-bears-extra-hospital-charges']).toContain('insurer’s to bear, not yours');
    expect(hi.missed['insurer-bears-extra-hospital-charges']).toContain('बीमा कंपनी देगी, आप नहीं');
  });

  it('names every claim state, the discharge request included, in both languages', () => {
    expect(CLAIM_STATES).toContain('discharge-requested');
    for (const state of CLAIM_STATES) {
      expect(en.state[state], state).toBeTruthy();
      expect(hi.state[state], state).toMatch(devanagari);
    }
    expect(hi.discharge.record).toMatch(devanagari);
  });

  it('names every service request state, withdrawn included, in both languages', () => {
    expect(SERVICE_REQUEST_STATES).toContain('withdrawn');
    for (const state of SERVICE_REQUEST_STATES) {
      expect(en.requestState[state], state).toBeTruthy();
      expect(hi.requestState[state], state).toMatch(devanagari);
    }
    expect(hi.withdraw.button).toMatch(devanagari);
  });
});
