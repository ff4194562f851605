// A claim figure in the page's language: the number with its year and source as published (the same in every
// language), or the screen's words for why there is no number.
import type { ClaimFigure } from '@bimasetu/contract/rating';

export interface ClaimFigureMissingWords {
  notPublished: string;
  notVerified: string;
}

export function claimFigureText(figure: ClaimFigure, missing: ClaimFigureMissingWords): string {
  if (figure.value !== null) return `${figure.value}% (${figure.source})`;
  return figure.missing === 'not-verified' ? missing.notVerified : missing.notPublished;
}
