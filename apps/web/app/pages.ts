// The one place a page is declared: its path, its module, and whether it arrives as ready HTML and whether it
// needs TanStack Query (about 7 KB gzipped). The cheap choice is the default: not prerendered is safe for
// private screens, and no query client keeps static pages light; say `prerender` or `queryClient` to opt in.
// routes.ts, react-router.config.ts (prerender list) and root.tsx (which providers to load) all read this table.
import { HINDI_PATHS } from './lib/locale-paths';

export interface PageEntry {
  path: string;
  file: string;
  /** React Router's id: the module path without extension, unless one screen is registered twice. */
  id: string;
  prerender: boolean;
  queryClient: boolean;
}

interface PageOptions {
  id?: string;
  prerender?: boolean;
  queryClient?: boolean;
}

function page(path: string, file: string, options: PageOptions = {}): PageEntry {
  return {
    path,
    file,
    id: options.id ?? file.replace(/\.tsx$/, ''),
    prerender: options.prerender ?? false,
    queryClient: options.queryClient ?? false,
  };
}

const ready = { prerender: true } as const;
const fetches = { queryClient: true } as const;

/** The customer's site, in the spec's order. Matching is case-insensitive, so /Login reaches /login. */
export const sitePages: PageEntry[] = [
  page('', 'routes/home.tsx', ready),
  page('login', 'routes/login.tsx', ready),
  page('faq', 'routes/faq.tsx', { ...ready, ...fetches }),
  page('knowmyrequest', 'routes/know-my-request.tsx', fetches),
  page('messages', 'routes/messages.tsx', fetches),
  page('Profile', 'routes/profile.tsx', fetches),
  page('InsuranceCards', 'routes/insurance-cards.tsx', ready),
  page('mutualfundCards', 'routes/insurance-cards.tsx', { ...ready, id: 'mutualfundCards' }),
  page('term-insurance', 'routes/term-insurance.tsx', ready),
  page('term-insurance-plans', 'routes/term-insurance-plans.tsx', ready),
  page('health-insurance', 'routes/health-insurance.tsx', ready),
  page('health-insurance-plan', 'routes/health-insurance-plan.tsx', ready),
  page('car-insurance', 'routes/car-insurance.tsx', ready),
  page('car-insurance-plan', 'routes/car-insurance-plan.tsx', ready),
  page('twowheeler-insurance', 'routes/twowheeler-insurance.tsx', ready),
  page('twowheeler-insurance-plan', 'routes/twowheeler-insurance-plan.tsx', ready),
  page('two-wheeler-insurance-plan', 'routes/twowheeler-insurance-plan.tsx', {
    ...ready,
    id: 'two-wheeler-insurance-plan',
  }),
  page('travel-insurance', 'routes/travel-insurance.tsx', ready),
  page('travel-insurance-plan', 'routes/travel-insurance-plan.tsx', ready),
  page('travel-insurance-booking', 'routes/travel-insurance-booking.tsx'),
  page('nri-term-insurance', 'routes/nri-term-insurance.tsx', ready),
  page('nri-term-insurance-plans', 'routes/nri-term-insurance-plans.tsx', ready),
  page('family-health-insurance', 'routes/family-health-insurance.tsx', ready),
  page('family-health-insurance-plan', 'routes/family-health-insurance-plan.tsx', ready),
  page('women-term-insurance', 'routes/women-term-insurance.tsx', ready),
  page('women-term-insurance-plans', 'routes/women-term-insurance-plans.tsx', ready),
  page('child-savings', 'routes/child-savings.tsx', ready),
  page('child-savings-plan', 'routes/child-savings-plan.tsx', ready),
  page('employee-health-insurance', 'routes/employee-health-insurance.tsx', ready),
  page('employee-insurance-plan', 'routes/employee-insurance-plan.tsx', ready),
  page('employee-ins-plan-compare-box', 'routes/employee-ins-plan-compare-box.tsx'),
  page('contactus', 'routes/contact-us.tsx', { ...ready, ...fetches }),
  page('about-us', 'routes/about-us.tsx', ready),
  page('dashboard', 'routes/dashboard.tsx', fetches),
  page('signup', 'routes/signup.tsx', ready),
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

/**
 * The same screens in Hindi under /hi, for each path in lib/locale-paths.ts: route module `routes/hi/<file>`
 * (which imports the Hindi words), prerendered and fetching as the English page is.
 */
export const hindiPages: PageEntry[] = sitePages
  .filter((p) => HINDI_PATHS.includes(p.path))
  .map((p) =>
    page(p.path === '' ? 'hi' : `hi/${p.path}`, p.file.replace('routes/', 'routes/hi/'), {
      id: `hi/${p.id}`,
      prerender: p.prerender,
      queryClient: p.queryClient,
    }),
  );
export const hindiNotFoundPage = page('hi/*', 'routes/hi/not-found.tsx');

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

export const prerenderPaths = [...sitePages, ...hindiPages]
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
