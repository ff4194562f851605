// The health and family lists' address: its parameter names and how the insured members are written in it. Kept
// apart from the lists' pricing (health-list-inputs.ts) so the quote form, which only writes the link, does not
// load the rate tables and the engine on its first load (bench:bundle: 3.5 KB).
import type { HealthInsured } from '@bimasetu/contract/rating';

export const LIST_PARAMS = {
  members: 'members',
  city: 'city',
  conditions: 'conditions',
  cover: 'cover',
  years: 'years',
};

/** "a62,a58,c9": a for an adult, c for a child, then the age in whole years. */
export function encodeMembers(members: readonly HealthInsured[]): string {
  return members.map((m) => `${m.child ? 'c' : 'a'}${m.age}`).join(',');
}
