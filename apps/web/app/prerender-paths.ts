// Public pages that arrive as ready HTML; account screens render in the browser.
export const prerenderPaths = [
  // the shell and the public account-area pages (issue 3)
  '/',
  '/about-us',
  '/InsuranceCards',
  '/mutualfundCards',
  '/faq',
  '/contactus',
  '/signup',
  '/login',
  // shopping pages (issues 4 and 5) below
  // issue 4: term, NRI term, women term, health, family health, car and two-wheeler forms and lists
  '/term-insurance',
  '/term-insurance-plans',
  '/nri-term-insurance',
  '/nri-term-insurance-plans',
  '/women-term-insurance',
  '/women-term-insurance-plans',
  '/health-insurance',
  '/health-insurance-plan',
  '/family-health-insurance',
  '/family-health-insurance-plan',
  '/car-insurance',
  '/car-insurance-plan',
  '/twowheeler-insurance',
  '/twowheeler-insurance-plan',
  '/two-wheeler-insurance-plan',
  // issue 5: travel, child savings and employee group health forms and lists
  '/travel-insurance',
  '/travel-insurance-plan',
  '/child-savings',
  '/child-savings-plan',
  '/employee-health-insurance',
  '/employee-insurance-plan',
];
