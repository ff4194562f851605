// How a claim figure reads on any list: the number with its year and source, or why there is no number.
// One place, so every list says it alike; the words are the shared list words (`lists` in ui/list-words.ts), and a
// figure's source is said by the words of the feature that shows it (the employee list's and the health lists').
import type { ClaimFigure } from '@bimasetu/contract/rating';
import { useWords } from './words';

export interface ClaimFigureTexts {
  /** No figure of the year the others are of that we can cite. */
  claimNotPublished: string;
  /** A general insurer's claim settlement figure covers all its lines, not health alone. */
  claimNotForHealthAlone: string;
  /** A figure's source (the contract's English text) said in the page's language; absent: as published. */
  claimSource?: (source: string) => string;
}

export interface ClaimFigureSaid {
  /** "92.97%", or the reason there is none. */
  short: (figure: ClaimFigure) => string;
  /** "92.97% (IRDAI Handbook …)", or the reason there is none. */
  withSource: (figure: ClaimFigure) => string;
}

/** The claim figure functions over one language's words. */
export function claimFigureSaid(texts: ClaimFigureTexts): ClaimFigureSaid {
  const short = (figure: ClaimFigure) =>
    figure.value !== null
      ? `${figure.value}%`
      : figure.missing === 'not-for-health-alone'
        ? texts.claimNotForHealthAlone
        : texts.claimNotPublished;
  return {
    short,
    withSource: (figure) =>
      figure.value !== null
        ? `${figure.value}% (${texts.claimSource?.(figure.source) ?? figure.source})`
        : short(figure),
  };
}

/** Claim figures in the page's language (its route names the list words), their sources said by `claimSource`. */
export function useClaimFigureWords(claimSource: (source: string) => string): ClaimFigureSaid {
  return claimFigureSaid({ ...useWords('lists'), claimSource });
}
