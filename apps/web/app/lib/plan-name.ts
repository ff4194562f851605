// A policy's plan name beside its insurer's: insurers often start a plan's name with their own ("ICICI Lombard
// Comprehensive Car Insurance"), so a line that names the insurer first says it once.

/** Whatever may sit between the insurer's name and the rest of the plan's name. */
const JOINER = /^[\s\-–—:·,]+/u;

/**
 * The plan's name without the insurer's name it starts with (any case, at a word's end): "Comprehensive Car
 * Insurance" for ICICI Lombard's "ICICI Lombard Comprehensive Car Insurance"; the plan's name as it is otherwise;
 * "" when it is the insurer's name alone.
 */
export function planNameAfterInsurer(insurer: string, planName: string): string {
  const name = planName.trim();
  const who = insurer.trim();
  if (who === '' || !name.toLocaleLowerCase('en-IN').startsWith(who.toLocaleLowerCase('en-IN'))) return name;
  const rest = name.slice(who.length);
  if (rest !== '' && !JOINER.test(rest)) return name;
  return rest.replace(JOINER, '');
}
