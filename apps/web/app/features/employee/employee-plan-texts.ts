// The employee plans' descriptive texts: apart from the plans themselves (employee-plans.ts, which reads the
// contract's rate tables) so the words files, loaded by the quote form, do not bring those tables with them.
/**
 * The plans' own descriptive texts, each list's every value (the words files say each in the page's language,
 * keyed by the English, so a text added to a plan without its words fails typecheck).
 */
export const EMPLOYEE_FEATURES = [
  'Day 1 cover for pre-existing diseases',
  'Maternity cover up to ₹50,000',
  'No room rent limit',
  'Cashless claims in 2 hours',
  'Parents can be added',
  'Ambulance cover ₹2,000',
  'Wellness programme',
  'Tele-consultations',
  'Pre and post hospitalisation 30/60 days',
  'Mental health cover',
  'OPD add-on available',
  'No co-payment',
  'Day-care procedures',
  'Annual health check-up',
  'AYUSH treatment',
  'Maternity from day 1',
  'New-born cover',
  'Room rent up to 1% of cover',
  'Cashless everywhere',
  'Global emergency cover',
  'Domiciliary treatment',
  'Paperless claims',
  'Covers COVID-19',
  'No disease-wise limits',
  'Ambulance cover ₹1,500',
  'Pre-existing cover after 1 year',
  'Health returns up to 30% of premium',
  'Chronic care programme',
  'OPD cover',
  'Room rent up to 2% of cover',
  'Cashless claims',
  'Maternity cover ₹75,000',
  'Worldwide emergency',
  'Preventive check-ups',
  'Parents cover',
  'Ambulance cover',
  'Second opinion',
  'Organ donor cover',
  'Annual check-up',
  'Maternity cover ₹40,000',
] as const;
export const EMPLOYEE_RECHARGES = [
  'Sum insured restored once a year',
  'Unlimited restore',
  'Restored once a year',
  'Not available',
] as const;
export const EMPLOYEE_CONSUMABLES = [
  'Covered',
  'Not covered',
  'Up to ₹5,000',
  'Up to ₹7,500',
  'Up to ₹10,000',
] as const;
export const EMPLOYEE_REVISIONS = ['Yearly at renewal', 'Every 2 years', 'Every 3 years'] as const;

export type EmployeeFeature = (typeof EMPLOYEE_FEATURES)[number];
export type EmployeeRecharge = (typeof EMPLOYEE_RECHARGES)[number];
export type EmployeeConsumables = (typeof EMPLOYEE_CONSUMABLES)[number];
export type EmployeeRevision = (typeof EMPLOYEE_REVISIONS)[number];
