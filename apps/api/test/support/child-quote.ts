/**
 * Asha Verma's quote for HDFC Life Sanchay (hdfc-life-sanchay) as the child savings form keeps it: a parent of
 * `parentAge` as the form asked, a 4-year-old, an income of ₹5 - ₹10 lakh, sent from `mobile` in Pune.
 */
export const ashaChildQuote = (mobile: string, parentAge: number) => ({
  line: 'child-savings',
  planId: 'hdfc-life-sanchay',
  details: {
    name: 'Asha Verma',
    mobile,
    email: 'asha@example.in',
    city: 'Pune',
    parentAge: String(parentAge),
    childAge: '4',
    income: '₹5 - ₹10 Lakhs',
  },
});
