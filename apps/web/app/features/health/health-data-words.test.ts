// Every tag and feature line the health and family health plans' data holds has its words: itself in English, and Hindi
// (Devanagari, not the English) in Hindi. A plan given a new line without its words fails here.
import { describe, expect, it } from 'vitest';
import { expectSaidInBoth } from '~/lib/test-words';
import { loadedWords } from '~/lib/words';
import { FAMILY_HEALTH_PLANS } from './family-health-plans.data';
import { HEALTH_PLANS } from './health-plans.data';

const en = loadedWords('en').healthList!;
const hi = loadedWords('hi').healthList!;
const plans = [...HEALTH_PLANS, ...FAMILY_HEALTH_PLANS];
const features = new Set(plans.flatMap((p) => p.features));
const tags = new Set(plans.flatMap((p) => p.tags));

describe('the health plans’ feature lines in English and Hindi', () => {
  it('walks every plan of both lists', () => {
    expect(HEALTH_PLANS.length + FAMILY_HEALTH_PLANS.length).toBe(20);
    expect(features.size).toBe(15);
    expect(tags.size).toBe(19);
  });

  it('states no hospital count in a feature line (the count is the insurer’s, with its source) and 80D as old regime only', () => {
    expect([...features].filter((f) => /hospitals/.test(f))).toEqual([]);
    const tax = [...features].filter((f) => /80D/.test(f));
    expect(tax).toEqual(['Tax benefit under section 80D (old tax regime only)']);
    expect(hi.features[tax[0] as keyof typeof hi.features]).toContain('सिर्फ़ पुरानी टैक्स व्यवस्था में');
  });

  it('says every feature in English as it is and in Hindi', () => {
    expectSaidInBoth(en.features, hi.features, features);
  });

  it('says every tag in English as it is and in Hindi', () => {
    expectSaidInBoth(en.tags, hi.tags, tags);
  });

  it('leaves no English words on a Hindi card: an insurer’s programme name is said in Devanagari too', () => {
    // only abbreviations written as on bills and brochures ("OPD", "80D") keep their letters
    const english = /[A-Za-z][a-z]+/;
    for (const tag of tags) expect(hi.tags[tag], tag).not.toMatch(english);
    for (const feature of features) expect(hi.features[feature], feature).not.toMatch(english);
    expect(hi.tags['Lock the clock: age-locked premium']).toBe('लॉक द क्लॉक: जुड़ने की उम्र पर तय प्रीमियम');
  });
});
