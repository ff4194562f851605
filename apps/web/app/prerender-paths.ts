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
];
