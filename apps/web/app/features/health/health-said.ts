// The health lists' sentences put together from their words in the page's language: what the prices are for,
// why a plan is left out, and a claim figure. English says exactly what the rating engine's own words say.
import {
  HEALTH_CITY_ZONES,
  healthZoneOf,
  type ClaimFigure,
  type NetworkHospitals,
  type HealthInputsInWords,
  type HealthLimit,
} from '@bimasetu/contract/rating';
import { claimFigureSaid as claimFigures } from '~/lib/claim-figure-words';
import { groupIndian } from '~/lib/format';
import type { WordBook } from '~/lib/words';
import { groupByReason, type LeftOutHealthPlan } from './health-list-inputs';

type Words = WordBook['healthList'];

/** "1 adult aged 30 in Delhi (zone A), ₹10 lakh for 1 year" (the engine's words without their "for"). */
export function healthInputsSaid(
  words: Words,
  { members, city, coverLakh, years }: HealthInputsInWords,
): string {
  const adults = members.filter((m) => !m.child).length;
  const eldest = Math.max(...members.map((m) => m.age));
  const where = city in HEALTH_CITY_ZONES ? city : words.outsideCities;
  const cover = coverLakh === null ? words.ownCoverPhrase : words.coverPhrase(coverLakh);
  return words.inputs(
    words.members(adults, members.length - adults, eldest),
    where,
    healthZoneOf(city),
    cover,
    years,
  );
}

/** "covers up to ₹1 crore", or the eldest member's age limit. */
export function healthLimitSaid(words: Words, limit: HealthLimit): string {
  return limit.kind === 'age'
    ? words.ageLimit(limit.maxEntryAge, limit.eldestAge)
    : words.coverLimit(words.coverPhrase(limit.maxCoverLakh));
}

export function claimFigureSaid(words: Words, figure: ClaimFigure): string {
  const { notPublished, notForHealthAlone } = words.claimMissing;
  return claimFigures({
    claimNotPublished: notPublished,
    claimNotForHealthAlone: notForHealthAlone,
    claimSource: words.claimSource,
  }).withSource(figure);
}

/** "10,000+ cashless hospitals (as the insurer’s site nivabupa.com states it, read 30/11/2026)", or "not published". */
export function hospitalsSaid(words: Words, figure: NetworkHospitals): string {
  if (figure.count === null || !figure.url || !figure.read) return words.hospitalsNotPublished;
  const site = new URL(figure.url).hostname.replace(/^www\./, '');
  return `${words.cashlessHospitals(figure.count, figure.orMore)} (${words.hospitalsSource(site, figure.read)})`;
}

/** The count alone for a table cell ("10,000+"), or "Not published". */
export function hospitalsCountSaid(words: Words, figure: NetworkHospitals): string {
  return figure.count === null
    ? words.hospitalsNotPublishedShort
    : `${groupIndian(figure.count)}${figure.orMore ? '+' : ''}`;
}

/** The line that says which plans are left out and why, grouped by reason in the list's order. */
export function leftOutSaid(words: Words, leftOut: readonly LeftOutHealthPlan[]): string {
  const groups = groupByReason(leftOut, (limit) => healthLimitSaid(words, limit)).map(({ names, reason }) => {
    const said =
      names.length === 1 ? names[0]! : words.namesAnd(names.slice(0, -1).join(', '), names.at(-1)!);
    return words.leftOutGroup(said, names.length > 1, reason);
  });
  return words.leftOut(leftOut.length, groups.join('; '));
}
