// The health lists' sentences: English says exactly what the rating engine says (the server and the English
// page keep one wording), Hindi says the same facts in Hindi.
import {
  claimSettlementRatio,
  healthInputsInWords,
  healthLimitInWords,
  healthPlanLimit,
  incurredClaimRatio,
  networkHospitals,
  type HealthInsured,
} from '@bimasetu/contract/rating';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadedWords } from '~/lib/words';
import { HEALTH_PLANS } from './health-plans.data';
import { groupByReason, priceHealthPlans, readListInputs } from './health-list-inputs';
import {
  claimFigureSaid,
  healthInputsSaid,
  healthLimitSaid,
  hospitalsCountSaid,
  hospitalsSaid,
  leftOutSaid,
} from './health-said';

const en = loadedWords('en').healthList!;
const hi = loadedWords('hi').healthList!;

const member = fc.record({ age: fc.integer({ min: 0, max: 99 }), child: fc.boolean() });
const inputs = fc.record({
  members: fc.array(member, { minLength: 1, maxLength: 6 }),
  city: fc.constantFrom('Delhi', 'Pune', 'Indore', 'Atlantis'),
  coverLakh: fc.constantFrom(null, 3, 10, 50, 100, 150, 200),
  years: fc.constantFrom(1, 2, 3),
});

describe('what the prices are for', () => {
  it('in English is the rating engine’s own words, for any members, city, cover and period', () => {
    fc.assert(
      fc.property(inputs, (given) => {
        expect(healthInputsSaid(en, given)).toBe(healthInputsInWords(given).replace(/^for /, ''));
      }),
    );
  });

  it('in Hindi names the members, the city and its zone, the cover and the period', () => {
    const family: HealthInsured[] = [
      { age: 62, child: false },
      { age: 58, child: false },
      { age: 9, child: true },
    ];
    expect(healthInputsSaid(hi, { members: family, city: 'Pune', coverLakh: 10, years: 2 })).toBe(
      '2 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 62), Pune (ज़ोन A), ₹10 लाख कवर, 2 साल के लिए',
    );
    expect(
      healthInputsSaid(hi, {
        members: [{ age: 30, child: false }],
        city: 'Atlantis',
        coverLakh: null,
        years: 1,
      }),
    ).toBe('1 वयस्क (उम्र 30), हमारी सूची से बाहर का शहर (ज़ोन C), हर प्लान का अपना कवर, 1 साल के लिए');
    expect(
      healthInputsSaid(hi, {
        members: [
          { age: 5, child: true },
          { age: 3, child: true },
        ],
        city: 'Delhi',
        coverLakh: 150,
        years: 3,
      }),
    ).toBe('2 बच्चे (सबसे बड़े सदस्य की उम्र 5), Delhi (ज़ोन A), ₹1.5 करोड़ कवर, 3 साल के लिए');
  });
});

describe('plans left out', () => {
  const old = readListInputs('health', new URLSearchParams('members=a70&city=Delhi'));
  const big = readListInputs('health', new URLSearchParams('members=a30&city=Delhi&cover=200'));

  it('in English give the engine’s reasons', () => {
    for (const given of [old, big]) {
      for (const { limit, reason } of priceHealthPlans('health', HEALTH_PLANS, given).leftOut) {
        expect(healthLimitSaid(en, limit)).toBe(reason);
        expect(healthLimitSaid(en, limit)).toBe(healthLimitInWords(limit));
      }
    }
  });

  it('in Hindi are grouped by the same reasons, with the limit in Hindi', () => {
    const { leftOut } = priceHealthPlans('health', HEALTH_PLANS, big);
    const groups = groupByReason(leftOut, (limit) => healthLimitSaid(hi, limit));
    expect(groups).toEqual([
      {
        names: ['ReAssure 2.0', 'Comprehensive', 'Care Supreme', 'Elevate', 'ProHealth Prime'],
        reason: '₹1 करोड़ कवर तक ही मिलता है',
      },
      { names: ['Health Guard'], reason: '₹50 लाख कवर तक ही मिलता है' },
    ]);
    expect(leftOutSaid(hi, leftOut)).toBe(
      '6 प्लान नहीं दिखाए गए, क्योंकि वे आपके परिवार के सबसे बड़े सदस्य की उम्र या आपका चुना कवर नहीं लेते: ReAssure 2.0, Comprehensive, Care Supreme, Elevate और ProHealth Prime में ₹1 करोड़ कवर तक ही मिलता है; Health Guard में ₹50 लाख कवर तक ही मिलता है। ये सीमाएँ हमारा अनुमान हैं; बीमा कंपनी इनकी पुष्टि करती है।',
    );
    const age = healthPlanLimit('health-1', [{ age: 70, child: false }])!;
    expect(healthLimitSaid(hi, age)).toMatch(
      /^सबसे बड़े सदस्य की उम्र \d+ साल तक ही ली जाती है \(आपके परिवार में 70\)$/,
    );
  });
});

describe('claim figures', () => {
  it('keep the number and its IRDAI source, and say a missing one in the page’s language', () => {
    const star = claimSettlementRatio('Star Health');
    expect(claimFigureSaid(en, star)).toBe(`${star.value}% (${star.source})`);
    expect(claimFigureSaid(hi, star)).toBe(
      `${star.value}% (IRDAI Handbook on Indian Insurance Statistics 2023-24: सूचना के 3 महीने के भीतर चुकाए गए हेल्थ क्लेम, संख्या के हिसाब से (वित्त वर्ष 2023-24))`,
    );
    const missing = claimSettlementRatio('HDFC ERGO');
    expect(missing.value).toBeNull();
    expect(claimFigureSaid(en, missing)).toBe('Not published for health alone');
    expect(claimFigureSaid(hi, missing)).toBe('सिर्फ़ हेल्थ का आँकड़ा प्रकाशित नहीं');
    // no figure of the year the others are of: said plainly, never "not verified"
    for (const none of [incurredClaimRatio('Care Health'), incurredClaimRatio('Star Health')]) {
      expect(claimFigureSaid(en, none)).toBe('Not published');
      expect(claimFigureSaid(hi, none)).toBe('प्रकाशित नहीं');
    }
  });
});

describe('an insurer’s cashless network, said with its source', () => {
  it('gives the count as the insurer’s site states it, the site and the day read, in English and Hindi', () => {
    const niva = networkHospitals('Niva Bupa');
    expect(hospitalsSaid(en, niva)).toBe(
      '10,000+ cashless hospitals (as the insurer’s site nivabupa.com states it, read 30/11/2026)',
    );
    expect(hospitalsSaid(hi, niva)).toBe(
      '10,000+ कैशलेस अस्पताल (बीमा कंपनी की साइट nivabupa.com के अनुसार, 30/11/2026 को पढ़ा गया)',
    );
    expect(hospitalsCountSaid(en, niva)).toBe('10,000+');
  });

  it('says "not published" where the insurer’s own site gives no count we could read', () => {
    expect(hospitalsSaid(en, networkHospitals('Care Health'))).toBe('Cashless hospitals: not published');
    expect(hospitalsSaid(hi, networkHospitals('Care Health'))).toBe('कैशलेस अस्पताल: प्रकाशित नहीं');
    expect(hospitalsCountSaid(en, networkHospitals('Tata AIG'))).toBe('Not published');
  });
});
