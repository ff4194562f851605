// The vault groups policies by the family member they cover: a family floater shows under each member it covers.
import { POLICY_MEMBER_RELATIONS, type PolicyMember, type PolicyView } from '@bimasetu/contract';

export interface MemberGroup {
  key: string;
  name: string;
  relation: PolicyMember['relation'];
  policies: { policy: PolicyView; member: PolicyMember }[];
}

/** Family order is the contract's order of relations: you first, then spouse, children, parents… */
const RELATION_ORDER: readonly PolicyMember['relation'][] = POLICY_MEMBER_RELATIONS;

/** Members in family order (you first), each with the policies that cover them, newest first as listed. */
export function groupByMember(policies: PolicyView[]): MemberGroup[] {
  const groups = new Map<string, MemberGroup>();
  for (const policy of policies) {
    for (const member of policy.members) {
      const key = `${member.name.trim().toLowerCase()}|${member.relation}`;
      const group = groups.get(key) ?? { key, name: member.name, relation: member.relation, policies: [] };
      if (!group.policies.some((p) => p.policy.id === policy.id)) group.policies.push({ policy, member });
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      RELATION_ORDER.indexOf(a.relation) - RELATION_ORDER.indexOf(b.relation) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}
