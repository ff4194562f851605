// The state rules of the health and family forms (shopping spec §4), as pure functions over the lead's values.
import {
  citiesMatching,
  cityNamedIn,
  HEALTH_CITIES,
  HEALTH_MEMBERS,
  isChildMember,
  MAX_CHILDREN,
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

/** Sets the age of the member at `index` (a second son is his own entry). */
export function setMemberAge(members: readonly HealthMember[], index: number, age: string): HealthMember[] {
  return members.map((m, i) => (i === index ? { ...m, age } : m));
}

export function childCount(members: readonly HealthMember[]): number {
  return members.filter((m) => isChildMember(m.member)).length;
}

/** Another son or daughter, after those already chosen, while fewer than four children are insured. */
export function addChild(
  gender: HealthGender,
  members: readonly HealthMember[],
  member: string,
): HealthMember[] {
  if (!isChildMember(member) || childCount(members) >= MAX_CHILDREN) return [...members];
  const order = HEALTH_MEMBERS[gender];
  // the sort is stable, so children of one kind keep the order they were added in
  return [...members, { member, age: '' }].sort((a, b) => order.indexOf(a.member) - order.indexOf(b.member));
}

export function removeMemberAt(members: readonly HealthMember[], index: number): HealthMember[] {
  return members.filter((_, i) => i !== index);
}

/** Which of its kind the member at `index` is: 1 for the first son, 2 for the second. */
export function nthOfKind(members: readonly HealthMember[], index: number): number {
  const member = members[index]?.member;
  return members.slice(0, index + 1).filter((m) => m.member === member).length;
}

/** Changing gender switches the member list: members missing from the new list (Wife or Husband) are dropped. */
export function switchGender(gender: HealthGender, members: readonly HealthMember[]): HealthMember[] {
  return members.filter((m) => HEALTH_MEMBERS[gender].includes(m.member));
}

/** The city the typed text names by any of its names (Bombay, मुंबई), if it is one of the list. */
export function cityNamed(typed: string): string {
  return cityNamedIn(HEALTH_CITIES, typed);
}

/** Cities one of whose names contains the typed text, those starting with it first. */
export function citySuggestions(typed: string): string[] {
  return citiesMatching(HEALTH_CITIES, typed);
}
