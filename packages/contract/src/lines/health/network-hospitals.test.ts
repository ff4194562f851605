// Network hospital counts: each one the insurer's own page states, with the page and the day read; otherwise
// "not published", and a list sorted by network size puts those last.
import { describe, expect, it } from 'vitest';
import { byNetworkHospitals, NETWORK_HOSPITALS, networkHospitals } from './health-rates.ts';

describe('network hospital counts', () => {
  it('gives each count with the insurer’s own page and the day it was read', () => {
    expect(Object.keys(NETWORK_HOSPITALS).length).toBeGreaterThanOrEqual(4);
    for (const [insurer, figure] of Object.entries(NETWORK_HOSPITALS)) {
      expect(figure.count, insurer).toBeGreaterThan(0);
      expect(figure.url, insurer).toMatch(/^https:\/\//);
      expect(figure.read, insurer).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });

  it('reads HDFC ERGO’s as its own site states it (16,000+), not the 13,000 the catalogue carried', () => {
    expect(networkHospitals('HDFC ERGO')).toMatchObject({ count: 16000, orMore: true });
    expect(networkHospitals('HDFC ERGO').url).toContain('hdfcergo.com');
  });

  it('says "not published" where no count of the insurer’s own could be read', () => {
    for (const insurer of ['Care Health', 'Tata AIG', 'Go Digit', 'An insurer we know nothing of']) {
      expect(networkHospitals(insurer), insurer).toEqual({
        count: null,
        orMore: false,
        url: null,
        read: null,
      });
    }
  });

  it('sorts most hospitals first and counts not published last', () => {
    const sorted = ['Care Health', 'Niva Bupa', 'Go Digit', 'SBI General', 'Star Health']
      .map((insurer) => ({ insurer, figure: networkHospitals(insurer) }))
      .sort((a, b) => byNetworkHospitals(a.figure, b.figure))
      .map((p) => p.insurer);
    expect(sorted).toEqual(['SBI General', 'Star Health', 'Niva Bupa', 'Care Health', 'Go Digit']);
  });
});
