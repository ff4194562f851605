// Child savings projection table 'child-2026-12' (child-2026-11 took no account of section 80C(3A) and 10(10D)'s
// 10%-of-sum-assured condition). Unit-linked plans may not promise a return: IRDAI has
// insurers illustrate benefits at 4% and 8% a year gross, so we project at those two rates for every plan
// alike. The yearly saving per income band is our suggestion (about 8-10% of the band's middle income), shown
// as an assumption the visitor can see; tax figures follow the Income-tax Act as it stands for FY 2025-26.
import type { PlanDirectory } from '../../rating/plan-directory.ts';

export const CHILD_RATE_VERSION = 'child-2026-12';
export const ILLUSTRATION_RATES = [0.04, 0.08] as const;
export const ILLUSTRATION_SOURCE =
  'IRDAI’s benefit illustration rates for unit-linked plans (4% and 8% a year, before charges)';

/** The plan pays when the child turns 18, after at least this many years of saving. */
export const CHILD_MATURITY_AGE = 18;
export const CHILD_MIN_TERM = 10;

/**
 * The life cover we illustrate, as a multiple of the yearly premium: 10× below age 45, 7× from 45. This is the
 * split of IRDA's ULIP circular of 28/06/2010 (https://vlex.in/vid/irda-circular-no-irda-545574482), which many
 * plans still use; since 01/02/2020 the IRDAI (Unit Linked Insurance Products) Regulations, 2019 set one floor of
 * 7× at every age, neither 45 nor 50 ("reduced the minimum sum assured requirement for policyholders of all ages
 * to 7 times the annual premium": https://www.financialexpress.com/money/have-you-been-mis-sold-an-insurance-policy-and-paying-higher-premium-now-you-are-entitled-for-this-benefit/1688794/lite;
 * in force from 01/02/2020: http://vidhiinsurance.com/Content/information/insurancenews_details.asp?NewsCode=17556).
 * A plan may offer more cover; the insurer's illustration says which. Below 10× the tax rules below bite.
 */
export const LIFE_COVER_MULTIPLE = { below45: 10, from45: 7 } as const;

/** Section 80C's yearly ceiling, and the yearly premium up to which a ULIP's maturity is tax-free (10(10D)). */
export const SECTION_80C_LIMIT = 150000;
export const ULIP_10_10D_LIMIT = 250000;

/**
 * For a policy issued on or after 01/04/2012, section 80C(3A) deducts only the premium up to 10% of the "actual
 * capital sum assured", and section 10(10D) exempts the maturity only if no year's premium is above 10% of it
 * (Finance Act 2012: https://www.taxtmi.com/acts?id=15942, http://casahuja.com/2013/03/budget-2013-14-raising-limit-of-of.html;
 * a sum paid on death stays exempt). The 15% for a person with a disability (80U) or a disease under 80DDB is not
 * modelled: the list does not ask.
 */
export const PREMIUM_SHARE_OF_COVER = 0.1;

/** Health and education cess on income tax, 4% (Finance Act 2018, section 2(11)). */
export const INCOME_TAX_CESS = 0.04;

/**
 * Per income band (the form's words): the yearly premium we suggest until the visitor picks their own, and the
 * old regime's slab rate at the band's top (before cess). Up to ₹5 lakh the section 87A rebate leaves no tax to
 * save; ₹5-10 lakh is taxed at 20%, above ₹10 lakh at 30% (surcharge above ₹50 lakh is not counted).
 */
export const CHILD_INCOME_BANDS: Record<string, { yearlySaving: number; slabRate: number }> = {
  'Below ₹3 Lakhs': { yearlySaving: 24000, slabRate: 0 },
  '₹3 - ₹5 Lakhs': { yearlySaving: 36000, slabRate: 0 },
  '₹5 - ₹10 Lakhs': { yearlySaving: 60000, slabRate: 0.2 },
  '₹10 - ₹20 Lakhs': { yearlySaving: 120000, slabRate: 0.3 },
  'Above ₹20 Lakhs': { yearlySaving: 150000, slabRate: 0.3 },
};

/** The yearly premiums a visitor can pick on the list, up to the ₹2.5 lakh that keeps the payout tax-free. */
export const CHILD_YEARLY_PREMIUMS = [
  12000, 24000, 36000, 50000, 60000, 100000, 120000, 149000, 150000, 151000, 200000, 250000,
] as const;

/** The name and insurer of each plan, by the plan's own id, in the list's order (the plan directory's entries). */
export const CHILD_PLAN_DIRECTORY = {
  'child-savings': {
    'hdfc-life-sanchay': ['HDFC Life Discovery Fund', 'HDFC Life'],
    'icici-pru-smartkid': ['ICICI Prudential Life Multi Cap Growth Fund', 'ICICI Prudential Life'],
    'sbi-life-smart-scholar': ['SBI Life Equity Elite Fund', 'SBI Life'],
    'max-life-shiksha': ['Max Life High Growth Fund', 'Max Life'],
    'tata-aia-fortune': ['Tata AIA Life Multi Cap Fund', 'Tata AIA Life'],
    'bajaj-allianz-young': ['Bajaj Allianz Life Pure Stock Fund', 'Bajaj Allianz Life'],
    'kotak-headstart': ['Kotak Life Frontline Equity Fund', 'Kotak Life'],
    'aditya-birla-vision': ['Aditya Birla Sun Life Multiplier Fund', 'Aditya Birla Sun Life'],
    'pnb-metlife-future': ['PNB MetLife Virtue II Fund', 'PNB MetLife'],
    'canara-hsbc-invest': ['Canara HSBC Life Equity II Fund', 'Canara HSBC Life'],
    'edelweiss-wealth': ['Edelweiss Life Equity Large Cap Fund', 'Edelweiss Life'],
    'lic-child-future': ['LIC Growth Fund', 'LIC'],
    'reliance-nippon-child': ['Reliance Nippon Life Pure Equity Fund', 'Reliance Nippon Life'],
    'future-generali-assure': ['Future Generali Life Future Opportunity Fund', 'Future Generali Life'],
    'bandhan-life-elite': ['Bandhan Life Growth Opportunities Fund', 'Bandhan Life'],
    'star-union-dai-ichi': ['Star Union Dai-ichi Life Bluechip Equity Fund', 'Star Union Dai-ichi Life'],
  },
} satisfies PlanDirectory;
