// What every line's rating engine shares: the quote shape, GST, rupee rounding and age from a date of birth.
// Pure functions only: the web app prices instantly with them and the server prices again with the same code.

/**
 * "1250000" -> "12,50,000": the last three digits, then groups of two. Non-digits are ignored. Written out
 * rather than `toLocaleString('en-IN')`, whose first call loads the number formatter: 15 ms on the main thread of a
 * plan list while it hydrates.
 */
export function groupIndian(value: number | string): string {
  const digits = typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : value.replace(/\D/g, '');
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length <= 3) return trimmed;
  const head = trimmed.slice(0, -3);
  const tail = trimmed.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`;
}

import type { QuoteFact } from './facts.ts';

/** GST on general and pure-protection life insurance premiums in India. */
export const GST_RATE = 0.18;

/** One line of a premium's breakdown, in whole rupees (negative for a discount). */
export interface PremiumLine {
  label: string;
  amount: number;
}

/** A figure with where it comes from, so nothing we show is unexplained. */
export interface Sourced<T> {
  value: T;
  /** e.g. "IRDAI Annual Report 2023-24, Table 53" or "insurer's public disclosure (NL-37), FY 2023-24". */
  source: string;
}

/** A priced plan for one visitor's inputs. Every amount is whole rupees. */
export interface Quote {
  planId: string;
  /** The rate table the figures come from; the server re-prices with the same version. */
  rateVersion: string;
  /** Premium before GST for the chosen payment mode (per instalment). */
  basePremium: number;
  gst: number;
  /** What the customer pays per instalment, GST included. */
  total: number;
  breakdown: PremiumLine[];
  /** The inputs read back in words, and any assumption made for an unanswered question (in English). */
  assumptions: string[];
  /** The same as facts (codes and values), one for each of `assumptions`, which each language says in its own words. */
  facts: QuoteFact[];
}

export function roundRupees(amount: number): number {
  return Math.round(amount);
}

export function gstOn(base: number, rate = GST_RATE): number {
  return roundRupees(base * rate);
}

export { ageLastBirthday } from './age.ts';
