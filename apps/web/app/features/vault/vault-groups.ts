// The vault groups policies by the family member they cover: a family floater shows under each member it covers.
import type { PolicyMember, PolicyView } from '@bimasetu/contract';

export interface MemberGroup {
  key: string;
  name: string;
  relation: PolicyMember['relation'];
  policies: { policy: PolicyView; member: PolicyMember }[];
}

const RELATION_ORDER: PolicyMember['relation'][] = [
  'Self',
  'Spouse',
  'Child',
  'Parent',
  'Parent-in-law',
  'Sibling',
  'Other',
];

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
