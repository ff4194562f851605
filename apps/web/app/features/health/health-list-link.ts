// The link from a valid health or family form to its plan list, carrying who is insured, the city and conditions.
import { insuredMembers, NO_CONDITION, type HealthLead } from '@bimasetu/contract';
import { encodeMembers, LIST_PARAMS } from './health-list-params';

export function healthListLink(
  plansPath: string,
  lead: Pick<HealthLead, 'members' | 'city' | 'medicalConditions'>,
) {
  const params = new URLSearchParams({
    // the one member-age rule, the server's too
    [LIST_PARAMS.members]: encodeMembers(insuredMembers(lead.members)),
    [LIST_PARAMS.city]: lead.city,
  });
  const conditions = lead.medicalConditions.filter((c) => c !== NO_CONDITION);
  if (conditions.length) params.set(LIST_PARAMS.conditions, conditions.join(','));
  return `${plansPath}?${params.toString()}`;
}
