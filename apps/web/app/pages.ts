// The one place a page is declared: its path, its module, and whether it arrives as ready HTML and whether it
// needs TanStack Query (about 7 KB gzipped). The cheap choice is the default: not prerendered is safe for
// private screens, and no query client keeps static pages light; say `prerender` or `queryClient` to opt in.
// routes.ts, react-router.config.ts (prerender list), root.tsx (which providers to load) and lib/locale-paths.ts
// (which pages are in Hindi) all read this table. A customer page is in Hindi too (under /hi) unless it says
// `hindi: false`.

/** A public page's own words for search engines; a page with them is listed in the sitemap. */
export interface PageSeo {
  title: string;
  description: string;
}

export interface PageEntry {
  path: string;
  file: string;
  /** React Router's id: the module path without extension, unless one screen is registered twice. */
  id: string;
  prerender: boolean;
  queryClient: boolean;
  /** Present on public pages: the title and description, a canonical URL at `/${path}`, a sitemap line. */
  seo: PageSeo | undefined;
  /** A customer page (sitePages) that is in Hindi too, at the same path under /hi. */
  hindi: boolean;
}

interface PageOptions {
  id?: string;
  prerender?: boolean;
  queryClient?: boolean;
  seo?: PageSeo;
  /** Say `false` for a customer page whose screen is not translated yet. */
  hindi?: boolean;
}

function page(path: string, file: string, options: PageOptions = {}): PageEntry {
  return {
    path,
    file,
    id: options.id ?? file.replace(/\.tsx$/, ''),
    prerender: options.prerender ?? false,
    queryClient: options.queryClient ?? false,
    seo: options.seo,
    hindi: options.hindi ?? true,
  };
}

const ready = { prerender: true } as const;
const fetches = { queryClient: true } as const;
const seo = (title: string, description: string) => ({ seo: { title: `${title} | BimaSetu`, description } });

/** The customer's site, in the spec's order. Matching is case-insensitive, so /Login reaches /login. */
export const sitePages: PageEntry[] = [
  page('', 'routes/home.tsx', {
    ...ready,
    ...seo(
      'Compare insurance plans in India',
      'Compare health, life, car, bike and travel insurance from Indian insurers.',
    ),
  }),
  page('login', 'routes/login.tsx', {
    ...ready,
    ...seo('Login', 'Log in with your mobile number and an SMS code.'),
  }),
  page('faq', 'routes/faq.tsx', {
    ...ready,
    ...fetches,
    ...seo('FAQs', 'Answers about quotes, applications, claims, payments and your data.'),
  }),
  page('knowmyrequest', 'routes/know-my-request.tsx', {
    ...ready,
    ...fetches,
    ...seo('Know My Request Status', "Check your request's status with your mobile number."),
  }),
  page('messages', 'routes/messages.tsx', fetches),
  page('Profile', 'routes/profile.tsx', fetches),
  page('InsuranceCards', 'routes/insurance-cards.tsx', {
    ...ready,
    ...seo('Insurance Calculators', 'Premium calculators for every kind of insurance we offer.'),
  }),
  page('mutualfundCards', 'routes/insurance-cards.tsx', { ...ready, id: 'mutualfundCards' }),
  page('term-insurance', 'routes/term-insurance.tsx', {
    ...ready,
    ...seo(
      'Term Insurance Calculator',
      'Find the life cover you need and compare term plans from Indian insurers.',
    ),
  }),
  page('term-insurance-plans', 'routes/term-insurance-plans.tsx', {
    ...ready,
    ...seo('Term Insurance Plans', 'Term plans priced for your age and cover.'),
  }),
  page('health-insurance', 'routes/health-insurance.tsx', {
    ...ready,
    ...seo('Health Insurance', 'Compare health plans with cashless hospitals near you.'),
  }),
  page('health-insurance-plan', 'routes/health-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Health Insurance Plans',
      'Health plans priced for your age, city and cover, to filter and compare.',
    ),
  }),
  page('car-insurance', 'routes/car-insurance.tsx', {
    ...ready,
    ...seo('Car Insurance', 'Enter your car number to compare comprehensive car insurance prices.'),
  }),
  page('car-insurance-plan', 'routes/car-insurance-plan.tsx', {
    ...ready,
    ...seo('Car Insurance Plans', 'Car insurance plans priced for your car.'),
  }),
  page('twowheeler-insurance', 'routes/twowheeler-insurance.tsx', {
    ...ready,
    ...seo('Two-Wheeler Insurance', 'Enter your bike number to compare two-wheeler insurance prices.'),
  }),
  page('twowheeler-insurance-plan', 'routes/twowheeler-insurance-plan.tsx', {
    ...ready,
    ...seo('Two-Wheeler Insurance Plans', 'Two-wheeler plans priced for your bike.'),
  }),
  page('two-wheeler-insurance-plan', 'routes/twowheeler-insurance-plan.tsx', {
    ...ready,
    id: 'two-wheeler-insurance-plan',
  }),
  page('travel-insurance', 'routes/travel-insurance.tsx', {
    ...ready,
    ...seo('Travel Insurance', 'Compare overseas travel insurance for your trip from India.'),
  }),
  page('travel-insurance-plan', 'routes/travel-insurance-plan.tsx', {
    ...ready,
    ...seo('Travel Insurance Plans', 'Travel plans priced for your trip and travellers.'),
  }),
  page('travel-insurance-booking', 'routes/travel-insurance-booking.tsx', {
    ...ready,
    ...seo('Travel Insurance Booking', 'Book the travel plan you chose.'),
  }),
  page('nri-term-insurance', 'routes/nri-term-insurance.tsx', {
    ...ready,
    ...seo('NRI-Term Insurance Calculator', 'Term cover in India for NRIs.'),
  }),
  page('nri-term-insurance-plans', 'routes/nri-term-insurance-plans.tsx', {
    ...ready,
    ...seo('NRI Term Insurance Plans', 'Term plans for NRIs priced for your age and cover.'),
  }),
  page('family-health-insurance', 'routes/family-health-insurance.tsx', {
    ...ready,
    ...seo('Family Health Insurance', 'One floater plan for your spouse, children and parents.'),
  }),
  page('family-health-insurance-plan', 'routes/family-health-insurance-plan.tsx', {
    ...ready,
    ...seo('Family Health Insurance Plans', 'Family floater plans priced for your family, city and cover.'),
  }),
  page('women-term-insurance', 'routes/women-term-insurance.tsx', {
    ...ready,
    ...seo('Term Insurance for Women', 'Term plans for women with lower premiums and women-only offers.'),
  }),
  page('women-term-insurance-plans', 'routes/women-term-insurance-plans.tsx', {
    ...ready,
    ...seo('Term Insurance Plans for Women', 'Term plans for women priced for your age and cover.'),
  }),
  page('child-savings', 'routes/child-savings.tsx', {
    ...ready,
    ...seo(
      'Child Savings Calculator',
      "Plan your child's future with child savings plans from leading insurers.",
    ),
  }),
  page('child-savings-plan', 'routes/child-savings-plan.tsx', {
    ...ready,
    ...seo('Child Savings Plans', 'Child savings plans with their projected returns.'),
  }),
  page('employee-health-insurance', 'routes/employee-health-insurance.tsx', {
    ...ready,
    ...seo('Employee Group Health Insurance', 'Group health insurance for your team from leading insurers.'),
  }),
  page('employee-insurance-plan', 'routes/employee-insurance-plan.tsx', {
    ...ready,
    ...seo('Employee Group Health Plans', 'Group health plans priced per employee, to filter and compare.'),
  }),
  page('employee-ins-plan-compare-box', 'routes/employee-ins-plan-compare-box.tsx'),
  page('home-insurance', 'features/home-insurance/routes/home-insurance.tsx', {
    ...ready,
    ...seo(
      'Home Insurance',
      'Insure your home and belongings under Bharat Griha Raksha, priced by each insurer.',
    ),
  }),
  page('home-insurance-plan', 'features/home-insurance/routes/home-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Home Insurance Plans',
      'Bharat Griha Raksha plans priced for your building, belongings and valuables.',
    ),
  }),
  page('contactus', 'routes/contact-us.tsx', {
    ...ready,
    ...fetches,
    ...seo('Contact Us', 'Call, email or write to our insurance advisers.'),
  }),
  page('about-us', 'routes/about-us.tsx', {
    ...ready,
    ...seo('About Us', 'BimaSetu makes insurance simple, transparent and customer-first.'),
  }),
  page('dashboard', 'routes/dashboard.tsx', fetches),
  page('signup', 'routes/signup.tsx', {
    ...ready,
    ...seo('Sign up', 'Create your account with your mobile number.'),
  }),
  page('emicalculator', 'routes/emi-calculator.tsx'),
  page('privacy', 'routes/privacy.tsx', {
    ...ready,
    ...seo('Privacy Policy', 'What we collect and why, who sees it, and your rights.'),
  }),
  page('terms', 'routes/terms.tsx', {
    ...ready,
    ...seo('Terms of Use', 'The terms for using BimaSetu.'),
  }),
  page('grievance', 'routes/grievance.tsx', {
    ...ready,
    ...seo('Grievance Redressal', 'How to complain and where to go next.'),
  }),
  page('my-data', 'routes/my-data.tsx', fetches),
  page('my-policies', 'routes/my-policies.tsx', fetches),
  page('my-policies/renewal', 'routes/my-policy-renewal.tsx', fetches),
  page('my-claims', 'routes/my-claims.tsx', fetches),
];

/** The advisers' console: its own layout (no customer nav bar or footer), never prerendered, always fetching. */
export const consoleShell = page('', 'routes/admin/shell.tsx', fetches);
export const consoleLogin = page('admin/login', 'routes/admin/login.tsx', fetches);
export const consoleLayout = page('', 'routes/admin/console.tsx', fetches);
export const consolePages: PageEntry[] = [
  page('admin', 'routes/admin/overview.tsx', fetches),
  page('admin/requests', 'routes/admin/requests.tsx', fetches),
  page('admin/requests/:id', 'routes/admin/request.tsx', fetches),
  page('admin/messages', 'routes/admin/messages.tsx', fetches),
  page('admin/messages/:mobile', 'routes/admin/conversation.tsx', fetches),
  page('admin/enquiries', 'routes/admin/enquiries.tsx', fetches),
  page('admin/leads', 'routes/admin/leads.tsx', fetches),
  page('admin/faqs', 'routes/admin/faqs.tsx', fetches),
  page('admin/audit', 'routes/admin/audit.tsx', fetches),
  page('admin/queues', 'routes/admin/queues.tsx', fetches),
];

export const notFoundPage = page('*', 'routes/not-found.tsx');

/** The paths (without the leading slash) of the customer pages that are in Hindi too (lib/locale-paths.ts). */
export const hindiPaths: readonly string[] = sitePages.filter((p) => p.hindi).map((p) => p.path);

/**
 * The same screens in Hindi under /hi, for each customer page not saying `hindi: false`: the English page's route
 * module (the `/hi` prefix selects the words) under its own id, prerendered and fetching as the English page is.
 */
export const hindiPages: PageEntry[] = sitePages
  .filter((p) => p.hindi)
  .map((p) =>
    page(p.path === '' ? 'hi' : `hi/${p.path}`, p.file, {
      id: `hi/${p.id}`,
      prerender: p.prerender,
      queryClient: p.queryClient,
    }),
  );
export const hindiNotFoundPage = page('hi/*', 'routes/not-found.tsx', { id: 'hi/routes/not-found' });

const allPages = [
  ...sitePages,
  ...hindiPages,
  consoleShell,
  consoleLogin,
  consoleLayout,
  ...consolePages,
  hindiNotFoundPage,
  notFoundPage,
];
const fetchingIds = new Set(allPages.filter((p) => p.queryClient).map((p) => p.id));

/** The site's address in canonical URLs and the sitemap: VITE_SITE_URL at build time, without a trailing slash. */
export const siteOrigin = (configured: string | undefined) =>
  (configured || 'https://www.bimasetu.in').replace(/\/+$/, '');

/** Pages anyone may open and search engines may list: each declares its title and description above. */
// Build-time lists (pure: the browser's bundle drops them).
export const publicPages = /* @__PURE__ */ sitePages.filter((p) => p.seo);

/** The Hindi pages of public English pages (their title and description are in their route modules' meta). */
export const publicHindiPages = /* @__PURE__ */ hindiPages.filter((h) =>
  publicPages.some((p) => h.id === `hi/${p.id}`),
);

/** What the sitemap lists: every public page in English, then its Hindi page. */
export const sitemapPaths = /* @__PURE__ */ [...publicPages, ...publicHindiPages].map((p) => `/${p.path}`);

export const prerenderPaths = /* @__PURE__ */ [...sitePages, ...hindiPages]
  .filter((p) => p.prerender)
  .map((p) => `/${p.path}`);

/** True when any matched route fetches through TanStack Query: the root then loads its provider. */
export function needsQueryClient(routeIds: string[]): boolean {
  return routeIds.some((id) => fetchingIds.has(id));
}

/** False inside the advisers' console, which brings its own layout. */
export function needsSiteShell(routeIds: string[]): boolean {
  return !routeIds.includes(consoleShell.id);
}

const customerPaths = new Set([...sitePages, ...hindiPages].map((p) => `/${p.path}`.toLowerCase()));

/** Whether a path (no query) is one of the customer site's pages, in English or Hindi, matched as routes match. */
export function isSitePage(pathname: string): boolean {
  return customerPaths.has(pathname.toLowerCase());
}
