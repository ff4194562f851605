// Home insurance rate table `home-2026-11`, on IRDAI's standard home policy, Bharat Griha Raksha (in force for every
// general insurer from 01/04/2021). Each insurer's figure is its published annual premium for ₹1 crore of building
// cover; what is not published is written as such, never filled in.
import type { PlanDirectory } from '../../rating/plan-directory.ts';

export const HOME_RATE_VERSION = 'home-2026-11';

export const HOME_SOURCES = {
  product:
    'IRDAI standard product Bharat Griha Raksha, offered by every general insurer from 01/04/2021 (IRDAI guidelines of 04/01/2021 replacing the SFSP policy for homes)',
  premiums:
    'Policybazaar, “Auto Increment of Sum Insured Under Bharat Griha Raksha Policy”: annual premium for ₹1 crore of cover by insurer',
} as const;

/** Contents are covered without declaring them up to 20% of the building's sum insured, at most ₹10 lakh. */
export const CONTENTS_WITHOUT_DECLARATION = { share: 0.2, cap: 1_000_000 } as const;
/** The personal accident cover the standard policy carries: ₹5 lakh each for the policyholder and spouse. */
export const HOME_ACCIDENT_COVER = 500_000;
/** The standard policy runs one to ten years; we quote one year (no long-term rate is published). */
export const HOME_POLICY_YEARS = { min: 1, max: 10 } as const;
/** GST on general insurance. Whether the published figures include it is not stated: we take them as before GST. */
export const HOME_GST_RATE = 0.18;

export interface HomePlanRate {
  /** Published annual premium for ₹1 crore of building cover, in rupees. */
  premiumPerCrore: number;
  source: string;
  /** The insurer's own rate for declared contents and for valuables: not published, so its building rate is used. */
  contentsRate: 'not published';
  /** A claim figure for this product: not published separately from the insurer's fire line. */
  claimSettlement: 'not published';
}

const plan = (premiumPerCrore: number): HomePlanRate => ({
  premiumPerCrore,
  source: HOME_SOURCES.premiums,
  contentsRate: 'not published',
  claimSettlement: 'not published',
});

/** Keyed by the plan's id (the plan directory names each). */
export const HOME_PLAN_RATES: Readonly<Record<string, HomePlanRate>> = {
  'home-digit': plan(2_466),
  'home-bajaj-allianz': plan(2_714),
  'home-new-india': plan(3_000),
  'home-chola-ms': plan(4_180),
};

/** The list's name and insurer of each plan, in the list's order. */
export const HOME_PLANS: Readonly<Record<string, readonly [name: string, insurer: string]>> = {
  'home-digit': ['Digit Bharat Griha Raksha', 'Go Digit General Insurance'],
  'home-bajaj-allianz': ['Bajaj Allianz Bharat Griha Raksha', 'Bajaj Allianz General Insurance'],
  'home-new-india': ['New India Bharat Griha Raksha', 'The New India Assurance'],
  'home-chola-ms': ['Chola MS Bharat Griha Raksha', 'Cholamandalam MS General Insurance'],
};

export const HOME_PLAN_DIRECTORY = { home: HOME_PLANS } satisfies PlanDirectory;
