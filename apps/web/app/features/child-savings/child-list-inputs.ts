// What the child savings list projects for. The form's answers (your age, the child's age, the income band)
// arrive in the URL and are shown back, not asked again; only an answer the address lacks (a visitor who came
// straight to the list) is asked on the list, starting from the family we assume. The buying button remembers
// the family its card was projected for as the child lead (`rememberPricedChild`), and its hand-over carries the
// yearly premium the card was projected at (`choices.yearlyPremium`): the application form prices both by the
// server's own function, as it does every line's remembered lead and list choices.
import {
  CHILD_AGE_MAX,
  CHILD_INCOME_RANGES,
  PARENT_AGE_MAX,
  PARENT_AGE_MIN,
  type ChildLead,
} from '@bimasetu/contract';
import { rememberedQuote, rememberQuote } from '~/lib/quote-handover';

export const CHILD_LIST_PARAMS = { parentAge: 'parentAge', childAge: 'childAge', income: 'income' } as const;
export type ChildFamilyKey = keyof typeof CHILD_LIST_PARAMS;

export interface ChildFamily {
  parentAge: number;
  childAge: number;
  incomeBand: string;
}

/** The family the projections assume until the visitor tells us. */
export const ASSUMED_FAMILY: ChildFamily = { parentAge: 30, childAge: 3, incomeBand: '₹5 - ₹10 Lakhs' };

export interface ChildListInputs {
  family: ChildFamily;
  /** Which answers came in the address (from the form or the list's own questions). */
  told: Record<ChildFamilyKey, boolean>;
}

/** The list's address for the form's answers. */
export function childListPath(lead: Pick<ChildLead, 'parentAge' | 'childAge' | 'income'>): string {
  const params = new URLSearchParams({
    [CHILD_LIST_PARAMS.parentAge]: String(Number(lead.parentAge)),
    [CHILD_LIST_PARAMS.childAge]: String(Number(lead.childAge)),
    [CHILD_LIST_PARAMS.income]: lead.income,
  });
  return `/child-savings-plan?${params.toString()}`;
}

function age(value: string | null, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function readChildList(params: URLSearchParams): ChildListInputs {
  const parentAge = age(params.get(CHILD_LIST_PARAMS.parentAge), PARENT_AGE_MIN, PARENT_AGE_MAX);
  const childAge = age(params.get(CHILD_LIST_PARAMS.childAge), 0, CHILD_AGE_MAX);
  const income = params.get(CHILD_LIST_PARAMS.income);
  const incomeBand = (CHILD_INCOME_RANGES as readonly string[]).includes(income ?? '') ? income! : undefined;
  return {
    family: {
      parentAge: parentAge ?? ASSUMED_FAMILY.parentAge,
      childAge: childAge ?? ASSUMED_FAMILY.childAge,
      incomeBand: incomeBand ?? ASSUMED_FAMILY.incomeBand,
    },
    told: {
      parentAge: parentAge !== undefined,
      childAge: childAge !== undefined,
      income: incomeBand !== undefined,
    },
  };
}

/**
 * Before the application opens: the child lead the quote form remembered (name, mobile, email, city), with the
 * family the card was projected for in place of its own. Only what the child lead takes, and nothing invented: a
 * visitor who filled the family in on the list has no name or mobile here, and the application's own fields give
 * them (`quoteDetails`).
 */
export function rememberPricedChild(family: ChildFamily): void {
  const priced: Pick<ChildLead, 'parentAge' | 'childAge' | 'income'> = {
    parentAge: String(family.parentAge),
    childAge: String(family.childAge),
    income: family.incomeBand,
  };
  rememberQuote('child-savings', { ...rememberedQuote('child-savings'), ...priced });
}
