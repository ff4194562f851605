// Health and family health: one line definition over the health engine; the two lists differ by their plan ids.
import { healthLeadSchema, insuredMembers, type HealthLead } from '../../leads/health.ts';
import { ageOn } from '../../leads/term-rules.ts';
import type { HealthQuoteChoices } from '../../schemas/quote-choices.ts';
import { RATED_PLAN_IDS } from '../../rating/catalogue.ts';
import {
  HEALTH_PLAN_RATES,
  healthLimitInWords,
  healthPlanLimit,
  quoteHealth,
  type HealthInsured,
} from './health-price.ts';
import { defineLine, notOffered, offeredOr, type Line } from '../line.ts';

interface HealthInputs {
  members: HealthInsured[];
  city: string;
  /** Left out: each plan at its own listed cover. */
  coverLakh: number | undefined;
  years: number;
}

export function healthLine(line: 'health' | 'family-health'): Line {
  return defineLine<HealthInputs>(line, {
    leadSchema: healthLeadSchema,
    example: {
      members: [
        { member: 'Self', age: '38 years' },
        { member: 'Wife', age: '35 years' },
        { member: 'Son', age: '6 years' },
        { member: 'Father', age: '66 years' },
      ],
      city: 'Pune',
      gender: 'Male',
      name: 'Rahul Mehta',
      phone: '9876500072',
      medicalConditions: ['None of these'],
    },
    planIds: () => (line === 'health' ? RATED_PLAN_IDS.health : RATED_PLAN_IDS.familyHealth),
    inputsFromLead(details, _now, choices) {
      const lead = details as HealthLead;
      const chosen = choices as HealthQuoteChoices | undefined;
      const inputs = {
        members: insuredMembers(lead.members),
        city: lead.city,
        coverLakh: chosen?.coverLakh,
        years: chosen?.years ?? 1,
      };
      return {
        inputs,
        recorded: { ...inputs, coverLakh: inputs.coverLakh ?? 'listed' },
        assumed: [{ code: chosen ? 'list-choices' : 'health-list-start' }],
      };
    },
    price(planId, inputs) {
      // a plan that does not take the eldest member's age (or this cover) is left out, as the list leaves it out
      const limit = healthPlanLimit(planId, inputs.members, inputs.coverLakh);
      if (limit) return notOffered('over-plan-limit', healthLimitInWords(limit));
      return offeredOr(quoteHealth({ planId, ...inputs }), 'not-sold-for-period');
    },
    cover(quote, recorded) {
      // a health cover chosen on the list, else the plan's own listed cover
      if (typeof recorded.coverLakh === 'number') return recorded.coverLakh * 100_000;
      const rate = HEALTH_PLAN_RATES[quote.planId];
      return rate ? rate.listedCoverLakh * 100_000 : null;
    },
    period: (recorded) => (typeof recorded.years === 'number' && recorded.years > 1 ? 'policy' : 'year'),
    // the "Self" member is the applicant: aged by the applicant's date of birth (age last birthday on `today`)
    forApplicant(details, { dob, gender }, today) {
      const fromApplication = new Map<string, 'dob' | 'gender'>();
      if (!dob || !Array.isArray(details.members))
        return { details, person: { dob, gender }, fromApplication };
      const age = `${ageOn(dob, today)} years`;
      const members = details.members.map((m: unknown) =>
        m && typeof m === 'object' && (m as { member?: unknown }).member === 'Self' ? { ...m, age } : m,
      );
      members.forEach((m, i) => {
        if (m !== (details.members as unknown[])[i]) fromApplication.set(`members.${i}`, 'dob');
      });
      return { details: { ...details, members }, person: { dob, gender }, fromApplication };
    },
  });
}
