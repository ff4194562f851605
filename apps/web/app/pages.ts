// The one place a page is declared: its path, its module, and whether it arrives as ready HTML and whether it
// needs TanStack Query (about 7 KB gzipped). The cheap choice is the default: not prerendered is safe for
// private screens, and no query client keeps static pages light; say `prerender` or `queryClient` to opt in.
// routes.ts, react-router.config.ts (prerender list) and root.tsx (which providers to load) all read this table.

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
}

interface PageOptions {
  id?: string;
  prerender?: boolean;
  queryClient?: boolean;
  seo?: PageSeo;
}

function page(path: string, file: string, options: PageOptions = {}): PageEntry {
  return {
    path,
    file,
    id: options.id ?? file.replace(/\.tsx$/, ''),
    prerender: options.prerender ?? false,
    queryClient: options.queryClient ?? false,
    seo: options.seo,
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
      'Compare health, life, car, bike and travel insurance from IRDAI-registered insurers, see your premium at once and apply online.',
    ),
  }),
  page('login', 'routes/login.tsx', {
    ...ready,
    ...seo(
      'Login',
      'Log in to BimaSetu with your mobile number and a one-time SMS code to apply, track your requests and message our advisers.',
    ),
  }),
  page('faq', 'routes/faq.tsx', {
    ...ready,
    ...fetches,
    ...seo(
      'FAQs',
      'Answers to common questions about buying insurance on BimaSetu: quotes, applications, claims, payments and your data.',
    ),
  }),
  page('knowmyrequest', 'routes/know-my-request.tsx', {
    ...fetches,
    ...seo(
      'Know My Request Status',
      'Check the status of your insurance application or request with your mobile number and a one-time SMS code.',
    ),
  }),
  page('messages', 'routes/messages.tsx', fetches),
  page('Profile', 'routes/profile.tsx', fetches),
  page('InsuranceCards', 'routes/insurance-cards.tsx', {
    ...ready,
    ...seo(
      'Insurance Calculators',
      'Calculate premiums for term, health, car, bike, travel, child savings and employee group health insurance.',
    ),
  }),
  page('mutualfundCards', 'routes/insurance-cards.tsx', { ...ready, id: 'mutualfundCards' }),
  page('term-insurance', 'routes/term-insurance.tsx', {
    ...ready,
    ...seo(
      'Term Insurance Calculator',
      'Find how much life cover you need and compare term plans from leading Indian insurers.',
    ),
  }),
  page('term-insurance-plans', 'routes/term-insurance-plans.tsx', {
    ...ready,
    ...seo(
      'Term Insurance Plans',
      "Sixteen term plans priced for your age and cover, with each insurer's claim settlement ratio and its source.",
    ),
  }),
  page('health-insurance', 'routes/health-insurance.tsx', {
    ...ready,
    ...seo(
      'Health Insurance',
      'Compare health insurance plans with cashless hospitals near you from leading Indian insurers.',
    ),
  }),
  page('health-insurance-plan', 'routes/health-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Health Insurance Plans',
      'Health insurance plans priced for your age, city and cover: filter, sort and compare them side by side.',
    ),
  }),
  page('car-insurance', 'routes/car-insurance.tsx', {
    ...ready,
    ...seo(
      'Car Insurance',
      'Enter your car number to compare comprehensive car insurance prices from leading insurers.',
    ),
  }),
  page('car-insurance-plan', 'routes/car-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Car Insurance Plans',
      'Car insurance plans with IDV, own damage, third party cover, no-claim bonus and add-ons priced for your car.',
    ),
  }),
  page('twowheeler-insurance', 'routes/twowheeler-insurance.tsx', {
    ...ready,
    ...seo(
      'Two-Wheeler Insurance',
      'Enter your bike number to compare two-wheeler insurance prices from leading insurers.',
    ),
  }),
  page('twowheeler-insurance-plan', 'routes/twowheeler-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Two-Wheeler Insurance Plans',
      'Two-wheeler insurance plans with IDV, own damage, third party cover and add-ons priced for your bike.',
    ),
  }),
  page('two-wheeler-insurance-plan', 'routes/twowheeler-insurance-plan.tsx', {
    ...ready,
    id: 'two-wheeler-insurance-plan',
  }),
  page('travel-insurance', 'routes/travel-insurance.tsx', {
    ...ready,
    ...seo('Travel Insurance', 'Compare overseas travel insurance plans for your trip from India.'),
  }),
  page('travel-insurance-plan', 'routes/travel-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Travel Insurance Plans',
      'Sixteen overseas travel insurance plans priced for your trip and travellers, cheapest first.',
    ),
  }),
  page(
    'travel-insurance-booking',
    'routes/travel-insurance-booking.tsx',
    seo(
      'Travel Insurance Booking',
      'Book the overseas travel insurance plan you chose: traveller details, your trip and the premium, then confirm.',
    ),
  ),
  page('nri-term-insurance', 'routes/nri-term-insurance.tsx', {
    ...ready,
    ...seo(
      'NRI Term Insurance Calculator',
      'Term cover in India for NRIs: compare plans with video medicals and GST-free NRE payments.',
    ),
  }),
  page('nri-term-insurance-plans', 'routes/nri-term-insurance-plans.tsx', {
    ...ready,
    ...seo(
      'NRI Term Insurance Plans',
      "Term plans for NRIs priced for your age and cover, with each insurer's claim settlement ratio.",
    ),
  }),
  page('family-health-insurance', 'routes/family-health-insurance.tsx', {
    ...ready,
    ...seo(
      'Family Health Insurance',
      'One family floater plan for your spouse, children and parents: compare covers and premiums.',
    ),
  }),
  page('family-health-insurance-plan', 'routes/family-health-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Family Health Insurance Plans',
      "Family floater health plans priced for your family's ages, city and cover: filter, sort and compare.",
    ),
  }),
  page('women-term-insurance', 'routes/women-term-insurance.tsx', {
    ...ready,
    ...seo(
      'Term Insurance for Women',
      'Term plans for women with lower premiums and women-only offers from leading insurers.',
    ),
  }),
  page('women-term-insurance-plans', 'routes/women-term-insurance-plans.tsx', {
    ...ready,
    ...seo(
      'Term Insurance Plans for Women',
      "Term plans for women priced for your age and cover, with each insurer's claim settlement ratio.",
    ),
  }),
  page('child-savings', 'routes/child-savings.tsx', {
    ...ready,
    ...seo(
      'Child Savings Calculator',
      "Plan your child's future: compare child savings plans from leading insurers.",
    ),
  }),
  page('child-savings-plan', 'routes/child-savings-plan.tsx', {
    ...ready,
    ...seo(
      'Child Savings Plans',
      'Sixteen child savings plans with their projected returns at 4% and 8%, life cover and tax saving.',
    ),
  }),
  page('employee-health-insurance', 'routes/employee-health-insurance.tsx', {
    ...ready,
    ...seo(
      'Employee Group Health Insurance',
      'Group health insurance for your team: compare plans from leading insurers.',
    ),
  }),
  page('employee-insurance-plan', 'routes/employee-insurance-plan.tsx', {
    ...ready,
    ...seo(
      'Employee Group Health Plans',
      'Sixteen group health plans priced per employee: filter by claim ratio and compare up to three.',
    ),
  }),
  page('employee-ins-plan-compare-box', 'routes/employee-ins-plan-compare-box.tsx'),
  page('contactus', 'routes/contact-us.tsx', {
    ...ready,
    ...fetches,
    ...seo(
      'Contact Us',
      "Call, email or write to BimaSetu's insurance advisers: we answer on working days and help you choose and claim.",
    ),
  }),
  page('about-us', 'routes/about-us.tsx', {
    ...ready,
    ...seo(
      'About Us',
      'BimaSetu makes insurance simple, transparent and customer-first for families across India.',
    ),
  }),
  page('dashboard', 'routes/dashboard.tsx', fetches),
  page('signup', 'routes/signup.tsx', {
    ...ready,
    ...seo(
      'Sign up',
      'Create your BimaSetu account with your mobile number to apply for insurance and track your requests.',
    ),
  }),
  page('emicalculator', 'routes/emi-calculator.tsx'),
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
];

export const notFoundPage = page('*', 'routes/not-found.tsx');

const allPages = [...sitePages, consoleShell, consoleLogin, consoleLayout, ...consolePages, notFoundPage];
const fetchingIds = new Set(allPages.filter((p) => p.queryClient).map((p) => p.id));

/** The site's address in canonical URLs and the sitemap: VITE_SITE_URL at build time, without a trailing slash. */
export const siteOrigin = (configured: string | undefined) =>
  (configured || 'https://www.bimasetu.in').replace(/\/+$/, '');

/** Pages anyone may open and search engines may list: each declares its title and description above. */
export const publicPages = sitePages.filter((p) => p.seo);

export const prerenderPaths = sitePages.filter((p) => p.prerender).map((p) => `/${p.path}`);

/** True when any matched route fetches through TanStack Query: the root then loads its provider. */
export function needsQueryClient(routeIds: string[]): boolean {
  return routeIds.some((id) => fetchingIds.has(id));
}

/** False inside the advisers' console, which brings its own layout. */
export function needsSiteShell(routeIds: string[]): boolean {
  return !routeIds.includes(consoleShell.id);
}
