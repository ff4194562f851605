// The words of the health and family plan lists' prices, claim figures and compare, in one place.
import { claimFigureWords } from '~/lib/claim-figure-words';

export const healthWords = {
  pricedFor: 'Prices for',
  defaultProfile: 'until you tell us who to insure',
  changeDetails: 'Change who is insured',
  estimate:
    'Estimated premiums until the insurer underwrites your proposal. Health cover carries no GST since 22/09/2025.',
  coverLabel: 'Cover',
  ownCover: "Each plan's own cover",
  ownCoverNote:
    'Each plan is shown at its own cover, so premiums differ partly because covers do. Choose a cover to price every plan for the same amount and compare premiums like for like.',
  periodLabel: 'Policy period',
  years: (n: number) => `${n} year${n === 1 ? '' : 's'}`,
  notSoldFor: (count: number, years: number) =>
    `${count} plan${count === 1 ? ' is' : 's are'} not sold for ${years} years, so ${count === 1 ? 'it is' : 'they are'} not shown.`,
  leftOut: (count: number, groups: readonly { names: readonly string[]; reason: string }[]) =>
    `${count} ${count === 1 ? 'plan is' : 'plans are'} not shown because ${count === 1 ? 'it does' : 'they do'} not take your family's eldest member's age or the cover you chose: ${groups
      .map(({ names, reason }) =>
        names.length === 1
          ? `${names[0]} ${reason}`
          : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} ${reason.replace(/^(takes|covers) /, (verb) => verb.replace('s ', ' '))}`,
      )
      .join('; ')}. These limits are our indication; the insurer confirms them.`,
  perYearOfPeriod: (total: string, years: number, perYear: string) =>
    `${total} for ${years} years (${perYear} a year)`,
  yearly: (amount: string) => `${amount} yearly`,
  incurredClaimRatio: 'Incurred claim ratio',
  claimSettlementRatio: 'Claim settlement ratio',
  claimFigure: claimFigureWords.withSource,
  waitingNote: (conditions: string, years: number) =>
    years > 0
      ? `You told us about ${conditions}: covered after a ${years}-year waiting period. The insurer confirms the premium after it reviews your health.`
      : `You told us about ${conditions}: this plan lists no waiting period for existing diseases. The insurer confirms the premium after it reviews your health.`,
  addToCompare: 'Add to compare',
  removeFromCompare: 'Remove from compare',
  compareLimit: 'You can compare up to 3 plans. Remove one to add another.',
  compareBar: (count: number) => `${count} plans selected to compare`,
  compareNow: 'Compare now',
  compareTitle: 'Compare plans',
  premiumRow: 'Premium',
  coverRow: 'Cover',
  hospitalsRow: 'Cashless hospitals',
  waitingRow: 'Waiting for existing diseases',
  roomRentRow: 'Room rent',
  featuresRow: 'Features',
} as const;
