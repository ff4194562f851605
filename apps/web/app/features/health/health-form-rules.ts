// The state rules of the health and family forms (shopping spec §4), as pure functions over the lead's values.
import {
  HEALTH_CITIES,
  HEALTH_MEMBERS,
  NO_CONDITION,
  type HealthGender,
  type HealthMember,
  type MedicalCondition,
} from '@bimasetu/contract';

/** 'None of these' clears every other condition; any other condition removes 'None of these'. Clicking again unticks. */
export function toggleCondition(
  chosen: readonly MedicalCondition[],
  condition: MedicalCondition,
): MedicalCondition[] {
  if (chosen.includes(condition)) return chosen.filter((c) => c !== condition);
  if (condition === NO_CONDITION) return [NO_CONDITION];
  return [...chosen.filter((c) => c !== NO_CONDITION), condition];
}

/** Clicking a member tile toggles it; a member added again starts without an age. Order follows the member list. */
export function toggleMember(
  gender: HealthGender,
  members: readonly HealthMember[],
  member: string,
): HealthMember[] {
  if (members.some((m) => m.member === member)) return members.filter((m) => m.member !== member);
  const order = HEALTH_MEMBERS[gender];
  return [...members, { member, age: '' }].sort((a, b) => order.indexOf(a.member) - order.indexOf(b.member));
}

export function setMemberAge(members: readonly HealthMember[], member: string, age: string): HealthMember[] {
  return members.map((m) => (m.member === member ? { ...m, age } : m));
}

/** Changing gender switches the member list: members missing from the new list (Wife or Husband) are dropped. */
export function switchGender(gender: HealthGender, members: readonly HealthMember[]): HealthMember[] {
  return members.filter((m) => HEALTH_MEMBERS[gender].includes(m.member));
}

/** The city the typed text names, if it is one of the list (any letter case). */
export function cityNamed(typed: string): string {
  const wanted = typed.trim().toLowerCase();
  return HEALTH_CITIES.find((city) => city.toLowerCase() === wanted) ?? '';
}

/** Cities whose name contains the typed text, those starting with it first. */
export function citySuggestions(typed: string): string[] {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return [...HEALTH_CITIES].sort();
  const hits = HEALTH_CITIES.filter((city) => city.toLowerCase().includes(wanted));
  return hits.sort(
    (a, b) =>
      Number(!a.toLowerCase().startsWith(wanted)) - Number(!b.toLowerCase().startsWith(wanted)) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
}
