import { describe, expect, it } from 'vitest';
import { answersFromArrival, motorInputs } from './motor-pricing';

describe('what a plate answers', () => {
  it("takes a Bharat-series plate's year of first registration as the registration year", () => {
    const answers = answersFromArrival('Car', { registrationNumber: '22BH1234AB' });
    expect(answers.registrationYear).toBe(2022);
    expect(motorInputs('car', answers, 2026).ageMonths).toBe(48);
  });

  it('leaves the year unanswered for a state plate, and for a Bharat-series year still to come', () => {
    expect(answersFromArrival('Car', { registrationNumber: 'MH12AB1234' }).registrationYear).toBeNull();
    const ahead = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(
      answersFromArrival('Two-Wheeler', { registrationNumber: `${ahead}BH1234A` }).registrationYear,
    ).toBeNull();
  });
});
