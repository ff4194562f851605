// The link from a valid health or family form to its plan list, carrying who is insured, the city and conditions.
import { CHILD_MEMBERS, NO_CONDITION, type HealthLead } from '@bimasetu/contract';
import { encodeMembers, LIST_PARAMS } from './health-list-inputs';

/** "34 years" is 34; the baby options ("20-120 Days", "4-12 Months") are under one year, so 0. */
function ageInYears(age: string): number {
  return /years?$/.test(age) ? Number.parseInt(age, 10) : 0;
}

export function healthListLink(
  plansPath: string,
  lead: Pick<HealthLead, 'members' | 'city' | 'medicalConditions'>,
) {
  const params = new URLSearchParams({
    [LIST_PARAMS.members]: encodeMembers(
      lead.members.map((m) => ({
        age: ageInYears(m.age),
        child: (CHILD_MEMBERS as readonly string[]).includes(m.member),
      })),
    ),
    [LIST_PARAMS.city]: lead.city,
  });
  const conditions = lead.medicalConditions.filter((c) => c !== NO_CONDITION);
  if (conditions.length) params.set(LIST_PARAMS.conditions, conditions.join(','));
  return `${plansPath}?${params.toString()}`;
}
