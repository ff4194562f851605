// The renewal page's words in English (Hindi: renewal-words.hi.ts). The server sends facts (codes and figures) and
// rule ids; these render them. Rule titles, dates and figures (days, percentages, ages) come from the contract's
// RENEWAL_RULES as arguments (renewal-facts.tsx passes them), never written here.
import type { RenewalCoverView, RenewalFactView, RenewalView } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

type DeadlineCode = RenewalView['deadlines'][number]['code'];
type Fact<C extends RenewalFactView['code']> = Extract<RenewalFactView, { code: C }>;
type Depreciated = Extract<RenewalCoverView, { code: 'idv-depreciated' }>;
type SetByInsurer = Extract<RenewalCoverView, { code: 'idv-set-by-insurer' }>;

const percent = (value: number) => `${Math.abs(value)}%`;
const years = (months: number) => {
  const whole = Math.floor(months / 12);
  return `${whole} ${whole === 1 ? 'year' : 'years'}${months % 12 ? ` ${months % 12} months` : ''}`;
};
/** A vehicle's age as the depreciation sentence says it: "new", "under a year old", "1 year old". */
const vehicleAge = (months: number) =>
  months === 0 ? 'new' : months < 12 ? 'under a year old' : `${years(months - (months % 12))} old`;
/** The insurer's renewal notice has the last word on the premium (and, for a vehicle, the IDV). */
const NOTICE = 'Your insurer’s renewal notice states the premium you pay.';

const renewalWords = {
  title: 'Renew your policy',
  intro: 'Next year’s premium beside this year’s, why it changed, and the dates to keep.',
  back: 'Back to my policies',
  loginPrompt: 'Please log in with your mobile number to see your policy’s renewal.',
  login: 'Login',
  loading: 'Working out your renewal…',
  failed: 'We could not load your renewal. Please try again.',
  retry: 'Try again',
  notFound: 'We could not find this policy in your account.',
  badLink: 'This link does not name one of your policies. Open the renewal from My policies.',
  policyNumber: 'Policy number',
  lastYear: 'This year’s premium',
  nextYear: 'Renewal premium (our estimate)',
  notRecorded: 'Not recorded',
  change: (value: number) =>
    value === 0 ? 'No change' : value > 0 ? `Up ${percent(value)}` : `Down ${percent(value)}`,
  /** What the estimate was priced for, by what the engine aged (the quote's `subject`). */
  estimate: {
    people: (rateVersion: string) =>
      `Our estimate from the insurer’s rate table we hold (${rateVersion}), for the insured a year older on the renewal date. ${NOTICE}`,
    vehicle: (rateVersion: string) =>
      `Our estimate from the insurer’s rate table we hold (${rateVersion}), for your vehicle a year older on the renewal date, with its IDV lowered for that age. ${NOTICE}`,
    property: (rateVersion: string) =>
      `Our estimate from the insurer’s rate table we hold (${rateVersion}), for the same home and sums insured on the renewal date. ${NOTICE}`,
    'same-details': (rateVersion: string) =>
      `Our estimate from the insurer’s rate table we hold (${rateVersion}), for the same details on the renewal date. ${NOTICE}`,
  },
  /** A car's or two-wheeler's IDV at renewal, from the IDV recorded on the policy (`view.cover`). */
  cover: {
    renewalIdv: 'Cover at renewal (IDV)',
    recordedIdv: 'Cover now (IDV on your policy)',
    depreciated: (recordedIdv: string, c: Depreciated) =>
      `The IDV recorded on your policy, ${recordedIdv}, lowered by the tariff’s depreciation for your vehicle’s age: ${c.fromPercent}% off the ex-showroom price when it was priced (${vehicleAge(c.fromMonths)}), ${c.toPercent}% on the renewal date (${vehicleAge(c.toMonths)}). Your insurer’s renewal notice states the IDV it offers.`,
    setByInsurer: {
      'vehicle-age-unknown': () =>
        'A vehicle’s IDV falls as it ages, but we do not know your vehicle’s age, so we cannot work out the new one: your insurer states it on the renewal notice.',
      'agreed-value': () =>
        'Past 5 years a vehicle’s IDV is not set by the depreciation schedule but agreed with the insurer: your insurer states the new one on the renewal notice.',
    } satisfies Record<SetByInsurer['reason'], () => string>,
  },
  noBasis:
    'You added this policy from elsewhere, so we do not know what its premium was priced from and cannot estimate the renewal premium. Your insurer’s renewal notice will state it.',
  levelPremium: (amount: string) =>
    `A life policy’s premium stays the same each year until its term ends: ${amount}.`,
  notOffered: (reason: string) =>
    `We cannot price the renewal from the rate table we hold (${reason}). Your insurer’s renewal notice will state the premium.`,
  notOfferedReason: {
    'unknown-plan': 'the plan is no longer in our list',
    'outside-entry-age': 'the rates we hold stop before this age',
    'term-too-short': 'the term left is too short',
    'over-plan-limit': 'the rates we hold stop at the eldest member’s new age or this cover',
    'not-sold-for-period': 'the plan is not sold for this period',
    'no-rates': 'no rates for these details',
  } as Record<string, string>,
  noRenewal: 'This policy simply ends on its end date; there is nothing to renew.',
  reasonsHeading: 'Why the premium changed',
  fact: {
    'age-band': (f: Fact<'age-band'>) =>
      `The eldest person insured moves from the ${f.from} age band to ${f.to}.`,
    'rate-revision': (f: Fact<'rate-revision'>) =>
      `The insurer’s rate table has changed (${f.from} → ${f.to}).`,
    loading: (f: Fact<'loading'>) =>
      f.fromPercent === f.toPercent
        ? f.toPercent >= 0
          ? `The insurer’s loading of ${percent(f.toPercent)} on your premium carries over.`
          : `The insurer’s discount of ${percent(f.toPercent)} on your premium carries over.`
        : `The insurer’s loading changes from ${f.fromPercent}% to ${f.toPercent}%.`,
    'vehicle-age': (f: Fact<'vehicle-age'>) =>
      `Your vehicle is older: ${years(f.fromMonths)} → ${years(f.toMonths)} since first registration.`,
    'no-claim-bonus-assumed': (f: Fact<'no-claim-bonus-assumed'>) =>
      `Priced as if you make no claim this year: ${f.claimFreeYears} claim-free ${f.claimFreeYears === 1 ? 'year' : 'years'}.`,
    'third-party-in-force': (f: Fact<'third-party-in-force'>) =>
      `Own damage only: your first policy paid third-party cover for ${f.thirdPartyYears} years, and ${f.yearsLeft} ${f.yearsLeft === 1 ? 'year is' : 'years are'} still to run.`,
    'no-change': () => 'Nothing that sets the premium has changed.',
    'senior-rise-needs-irdai-consultation': (
      f: Fact<'senior-rise-needs-irdai-consultation'>,
      fromAge: number,
      abovePercent: number,
    ) =>
      `The premium rises ${percent(f.risePercent)} for someone aged ${fromAge} or more: an insurer must consult IRDAI before raising a senior citizen’s premium by more than ${abovePercent}% a year. Ask your insurer for the reason.`,
  },
  seniorHeading: (abovePercent: number) => `A rise over ${abovePercent}% for a senior citizen`,
  basisHeading: 'What this year’s premium was priced from',
  basis: {
    eldestAge: 'Eldest person insured',
    age: (age: number) => `${age} years`,
    ageBand: 'Age band',
    rateVersion: 'Rate table',
    pricedOn: 'Priced on',
    loading: 'Insurer’s loading',
    cover: 'Cover',
    /** A vehicle's cover in the quote: the engine's IDV for its model, not the one the insurer issued. */
    quotedIdv: 'IDV in our quote',
  },
  datesHeading: 'Dates to keep',
  deadline: {
    'notice-by': 'The insurer’s renewal notice, at the latest',
    'portability-opens': 'Porting to another insurer opens',
    'portability-closes': 'Porting to another insurer closes',
    due: 'Renewal due',
    'grace-ends': 'Last day of grace (cover continues without a break)',
    'no-claim-bonus-lost-after': 'Last day to keep your no-claim bonus',
  } as Record<DeadlineCode, string>,
  daysLeft: (days: number) =>
    days === 0
      ? 'today'
      : days > 0
        ? `in ${days} ${days === 1 ? 'day' : 'days'}`
        : `${-days} ${days === -1 ? 'day' : 'days'} ago`,
  ruleCited: (title: string, date: string) => `Rule: ${title}, ${date}`,
  /** Each rule in a sentence, its figures from RENEWAL_RULES (`ruleText` in renewal-facts.tsx). */
  ruleSays: {
    notice: (daysBefore: number) =>
      `The insurer reminds you at least ${daysBefore} days before the renewal falls due.`,
    grace: (monthlyDays: number, otherDays: number) =>
      `Grace: ${monthlyDays} days for monthly premiums, ${otherDays} days for others; renewed within it, cover continues.`,
    lifeGrace: (monthlyDays: number, otherDays: number, revivalYears: number) =>
      `Grace for a life policy: ${monthlyDays} days for monthly premiums, ${otherDays} days for quarterly, half-yearly and yearly ones. If the premium is still unpaid after that, the policy lapses, but you can revive it within ${revivalYears} years of the first unpaid premium.`,
    portability: (closesDaysBefore: number, opensDaysBefore: number) =>
      `Ask the new insurer to port at least ${closesDaysBefore} and at most ${opensDaysBefore} days before the renewal date.`,
    seniorPremiumRise: (abovePercent: number) =>
      `An insurer consults IRDAI before raising a senior citizen’s health premium by more than ${abovePercent}% a year.`,
    motorNoClaimBonus: (lostDaysAfterExpiry: number) =>
      `The no-claim bonus is lost when a motor policy is renewed more than ${lostDaysAfterExpiry} days after it expired.`,
  },
  portabilityOpen: (closes: string) =>
    `You can ask another insurer to port this policy now, until ${closes}.`,
  portabilityLater: (opens: string, closes: string) =>
    `You can ask another insurer to port this policy from ${opens} to ${closes}.`,
  portabilityClosed: (closes: string) =>
    `The time to port this policy to another insurer closed on ${closes}.`,
  noClaimBonus: (lostAfter: string) =>
    `Renew by ${lostAfter} to keep your no-claim bonus; renewed after that day, it is lost.`,
  noClaimBonusDaysLeft: (days: number, lostAfter: string) =>
    `Your policy has expired: ${days} ${days === 1 ? 'day' : 'days'} left (until ${lostAfter}) to renew and keep your no-claim bonus.`,
};

export type RenewalWords = Wordy<typeof renewalWords>;

declare module '~/lib/words' {
  interface WordBook {
    renewal: RenewalWords;
  }
}

export default defineWords('en', 'renewal', renewalWords);
