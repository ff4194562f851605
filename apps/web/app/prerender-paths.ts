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
  // issue 5: travel, child savings and employee group health forms and lists
  '/travel-insurance',
  '/travel-insurance-plan',
  '/child-savings',
  '/child-savings-plan',
  '/employee-health-insurance',
  '/employee-insurance-plan',
];
