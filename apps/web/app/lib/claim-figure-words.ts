// How a claim figure reads on any list: the number with its year and source, or why there is no number.
// One place, so the health and employee lists say it alike (and a later Hindi translates it once).
import type { ClaimFigure } from '@bimasetu/contract/rating';

export const claimFigureWords = {
  notPublished: 'Not published for health alone',
  notVerified: 'Not verified yet',
  /** "92.97%", or the reason there is none. */
  short: (figure: ClaimFigure) =>
    figure.value !== null
      ? `${figure.value}%`
      : figure.missing === 'not-verified'
        ? claimFigureWords.notVerified
        : claimFigureWords.notPublished,
  /** "92.97% (IRDAI Handbook …)", or the reason there is none. */
  withSource: (figure: ClaimFigure) =>
    figure.value !== null ? `${figure.value}% (${figure.source})` : claimFigureWords.short(figure),
};
