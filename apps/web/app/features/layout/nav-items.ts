// The nav bar's buttons and targets (account spec §2), and which one is active for a path.

export interface NavItem {
  label: string;
  to: string;
  /** Paths (lower-case) that also make this item active. */
  alsoActiveOn?: string[];
  /** Shown only to logged-in customers. */
  loggedInOnly?: boolean;
}

export const navItems: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'New Request', to: '/dashboard' },
  { label: 'Insurance Calculator', to: '/InsuranceCards', alsoActiveOn: ['/mutualfundcards'] },
  { label: 'Know My Request Status', to: '/knowmyrequest' },
  { label: 'Contact Us', to: '/contactus' },
  { label: 'Messages', to: '/messages', loggedInOnly: true },
  { label: 'Profile', to: '/Profile', loggedInOnly: true },
];

export function visibleNavItems(loggedIn: boolean): NavItem[] {
  return navItems.filter((item) => loggedIn || !item.loggedInOnly);
}

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Route matching is case-insensitive, so /PROFILE highlights Profile. */
export function isActivePath(pathname: string, item: NavItem): boolean {
  const current = normalise(pathname);
  return current === normalise(item.to) || (item.alsoActiveOn ?? []).includes(current);
}

export const footerLinks = [
  { label: 'Home', to: '/' },
  { label: 'Insurance Calculator', to: '/mutualfundCards' },
  { label: 'Contact Us', to: '/contactus' },
  { label: 'FAQs', to: '/faq' },
  { label: 'About Us', to: '/about-us' },
];

/** The policies every page links to (issue: trust and data rights). */
export const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Grievance Redressal', to: '/grievance' },
];
