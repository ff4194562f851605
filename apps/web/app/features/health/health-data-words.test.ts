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
    expect(features.size).toBe(27);
    expect(tags.size).toBe(19);
  });

  it('says every feature in English as it is and in Hindi', () => {
    expectSaidInBoth(en.features, hi.features, features);
  });

  it('says every tag in English as it is and in Hindi (an insurer’s programme name may stay inside it)', () => {
    expectSaidInBoth(en.tags, hi.tags, tags);
  });
});
