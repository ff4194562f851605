// Child savings: one line definition over the child savings engine (the regulator's illustration, the same for
// every plan).
import { childLeadSchema, childQuoteSchema, type ChildLead } from '../../leads/child.ts';
import { ageOn } from '../../leads/term-rules.ts';
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
  inputsFromLead(details) {
    const lead = details as ChildLead;
    const family = {
      parentAge: Number(lead.parentAge),
      childAge: Number(lead.childAge),
      incomeBand: lead.income,
    };
    return { inputs: family, recorded: family, assumed: [] };
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
