// This folder's lines in words, as the tracker names a booking or a call-back request: alone in its module, so the
// lead lines (lines/line-names.ts) carry no plan or fact.
import type { TermLine } from './term-rates.ts';

export const TERM_NAMES = {
  term: 'Term Insurance',
  'nri-term': 'NRI Term Insurance',
  'women-term': 'Women Term Insurance',
} as const satisfies Readonly<Record<TermLine, string>>;
