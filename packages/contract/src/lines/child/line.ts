// Child savings: one line definition over the child savings engine (the regulator's illustration, the same for
// every plan).
import { childLeadSchema, childQuoteSchema, type ChildLead } from '../../leads/child.ts';
import { ageOn } from '../../leads/term-rules.ts';
import type { ChildQuoteChoices } from '../../schemas/quote-choices.ts';
import { projectChildPlan, type ChildInputs } from './child-price.ts';
import { defineLine, offeredOr, type Line } from '../line.ts';

export const childSavingsLine: Line = defineLine<ChildInputs>('child-savings', {
  leadSchema: childLeadSchema,
  // the projection reads the family only: a family filled in on the list (no name, mobile, email or city) is priced
  quoteSchema: childQuoteSchema,
  example: {
    name: 'Meera Iyer',
    mobile: '9876500076',
    email: 'meera@example.in',
    city: 'Chennai',
    parentAge: '38',
    childAge: '6',
    income: '₹10 - ₹20 Lakhs',
  },
  // the projection is the regulator's illustration, the same for every plan: a lead is priced once, as 'child'
  planIds: () => ['child'],
  // the list's own yearly premium, when it sends one; else the income band's suggestion
  inputsFromLead(details, _now, choices) {
    const lead = details as ChildLead;
    const chosen = choices as ChildQuoteChoices | undefined;
    const family: ChildInputs = {
      parentAge: Number(lead.parentAge),
      childAge: Number(lead.childAge),
      incomeBand: lead.income,
      ...(chosen ? { yearlyPremium: chosen.yearlyPremium } : {}),
    };
    return { inputs: family, recorded: { ...family }, assumed: chosen ? [{ code: 'list-choices' }] : [] };
  },
  price: (planId, family) => offeredOr(projectChildPlan(planId, family)),
  // the parent applies, and the parent's age sets the life cover's multiple (child-price.ts)
  forApplicant(details, { dob, gender }, today) {
    const fromApplication = new Map<string, 'dob' | 'gender'>();
    if (!dob) return { details, person: { dob, gender }, fromApplication };
    fromApplication.set('parentAge', 'dob');
    const parentAge = String(ageOn(dob, today));
    return { details: { ...details, parentAge }, person: { dob, gender }, fromApplication };
  },
});
