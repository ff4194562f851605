// The motor lists in both languages: English says exactly what the engine says; Hindi says every line the
// engine can produce, and says the engine's "For a …" line from the same facts.
import {
  EX_SHOWROOM_SOURCE,
  NCB_BY_CLAIM_FREE_YEARS,
  OD_TARIFF_SOURCE,
  TP_SOURCE,
  type MotorKind,
} from '@bimasetu/contract/rating';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { LocaleContext, loadedWords, type WordBook } from '~/lib/words';
import { CAR_PLANS } from './car-plans.data';
import { MotorPlanCard } from './motor-plan-card';
import { answersFromArrival, modelsOf, motorInputs, priceMotorPlans } from './motor-pricing';
import { motorAssumptions, pricedForLine } from './motor-vehicle-panel';
import { TWO_WHEELER_PLANS } from './two-wheeler-plans.data';

const en = loadedWords('en').motorList as WordBook['motorList'];
const hi = loadedWords('hi').motorList as WordBook['motorList'];
const LISTS: [MotorKind, 'Car' | 'Two-Wheeler', typeof CAR_PLANS][] = [
  ['car', 'Car', CAR_PLANS],
  ['two-wheeler', 'Two-Wheeler', TWO_WHEELER_PLANS],
];

/** Every plan priced for every model, a new and a 7-year-old vehicle, in both zones, at every bonus. */
function everyQuote() {
  return LISTS.flatMap(([kind, vehicle, plans]) =>
    modelsOf(kind).flatMap((model) =>
      [0, 84].flatMap((ageMonths) =>
        (['A', 'B'] as const).flatMap((zone) =>
          NCB_BY_CLAIM_FREE_YEARS.flatMap((_, claimFreeYears) => {
            const inputs = { kind, modelId: model.id, ageMonths, zone, claimFreeYears };
            return priceMotorPlans(plans, vehicle, inputs).map((plan) => ({ inputs, quote: plan.quote }));
          }),
        ),
      ),
    ),
  );
}

describe('motor list words', () => {
  const quotes = everyQuote();

  it('has quotes to check', () => {
    expect(quotes.length).toBeGreaterThan(1000);
  });

  it("says the engine's own English line in English, and a Hindi one from the same facts", () => {
    for (const { inputs, quote } of quotes)
      expect(pricedForLine(en, inputs, quote)).toBe(quote.assumptions[0]);
    const swift = motorInputs('car', answersFromArrival('Car', null), 2026);
    const quote = priceMotorPlans(CAR_PLANS, 'Car', swift)[0]!.quote;
    expect(pricedForLine(hi, swift, quote)).toBe(
      'Maruti Suzuki Swift (पेट्रोल, 1197 सीसी) के लिए: 3 साल पुरानी, RTO ज़ोन A, 0% नो-क्लेम बोनस; IDV ₹5,12,000।',
    );
    const old = { ...swift, ageMonths: 84, claimFreeYears: 3 };
    const oldQuote = priceMotorPlans(CAR_PLANS, 'Car', old)[0]!.quote;
    expect(pricedForLine(hi, old, oldQuote)).toMatch(
      /7 साल पुरानी, RTO ज़ोन A, 35% नो-क्लेम बोनस; IDV ₹[\d,]+ \(5 साल से ज़्यादा पुरानी: मूल्य बीमा कंपनी के साथ तय\)।$/,
    );
  });

  it('has a Hindi line for every breakdown and add-on line the engine gives', () => {
    const labels = new Set(
      quotes.flatMap(({ quote }) => [
        ...quote.breakdown.map((b) => b.label),
        ...quote.addOns.map((a) => a.label),
      ]),
    );
    expect(labels.size).toBeGreaterThanOrEqual(10);
    for (const label of labels) {
      expect(en.engineLabels[label], label).toBe(label);
      expect(hi.engineLabels[label], label).toMatch(/[\u0900-\u097f]/u);
    }
  });

  it('says what an unanswered question was priced as in each language', () => {
    const plate = { ...answersFromArrival('Car', { registrationNumber: 'DL3CAB1234' }) };
    expect(motorAssumptions(en, 'car', plate)).toEqual([
      'Model not chosen yet: priced as a Maruti Suzuki Swift (petrol, 1197 cc).',
      'Registration year not chosen yet: priced as 3 years old (age counted in whole years).',
      'Claims not answered yet: priced with no no-claim bonus.',
      'Zone A, read from your number DL3CAB1234.',
    ]);
    expect(motorAssumptions(hi, 'car', plate)).toEqual([
      'मॉडल अभी नहीं चुना: Maruti Suzuki Swift (पेट्रोल, 1197 सीसी) मानकर दाम दिए गए हैं।',
      'रजिस्ट्रेशन का साल अभी नहीं चुना: 3 साल पुरानी मानकर दाम दिए गए हैं (उम्र पूरे सालों में गिनी गई है)।',
      'क्लेम के बारे में अभी नहीं बताया: बिना नो-क्लेम बोनस के दाम दिए गए हैं।',
      'ज़ोन A, आपके नंबर DL3CAB1234 से पता चला।',
    ]);
  });

  it('shows a Hindi card: its labels, the breakdown said in Hindi, the amounts unchanged', () => {
    const inputs = motorInputs('car', answersFromArrival('Car', null), 2026);
    const plan = priceMotorPlans(CAR_PLANS, 'Car', inputs)[0]!;
    renderScreen(
      <LocaleContext.Provider value="hi">
        <MotorPlanCard plan={plan} applyHref="/dashboard?quote=x" />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'कोटेशन पाएँ' })).toHaveAttribute('href', '/dashboard?quote=x');
    expect(screen.getByTestId('premium')).toHaveTextContent('₹7,349');
    expect(screen.getByText('थर्ड-पार्टी').nextSibling).toHaveTextContent('₹3,416');
    expect(screen.getByText('ओन-डैमेज').nextSibling).toHaveTextContent('₹3,933');
    expect(screen.getByText('ज़ीरो डेप्रिसिएशन')).toBeInTheDocument();
    expect(screen.queryByText('Third party')).toBeNull();
  });
});

describe('where the motor prices come from', () => {
  it('is said in English as the contract says it, and in Hindi with only the official titles left in English', () => {
    expect(en.sources).toContain(EX_SHOWROOM_SOURCE);
    expect(en.sources).toContain(TP_SOURCE);
    for (const english of [EX_SHOWROOM_SOURCE, OD_TARIFF_SOURCE, TP_SOURCE])
      expect(hi.sources).not.toContain(english);
    expect(hi.sources).toContain('India Motor Tariff');
    expect(hi.sources).toContain(
      'Motor Vehicles (Third Party Insurance Base Premium and Liability) Rules, 2022',
    );
    // what is left in Latin letters is titles, codes and abbreviations, no English sentence
    const latin = hi.sources.match(/[A-Za-z][A-Za-z’'-]+/g) ?? [];
    const titles = new Set(
      'IDV IRDAI India Motor Tariff Vehicles Third Party Insurance Base Premium and Liability Rules G.S.R E MoRTH'.split(
        ' ',
      ),
    );
    expect(latin.filter((word) => !titles.has(word))).toEqual([]);
  });
});
