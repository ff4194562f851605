// The nav bar's buttons and targets (account spec §2), and which one is active for a path. Their words are in
// layout-words.ts (`nav`), one per language.
import { basePath } from '~/lib/locale-paths';
import type { LayoutWords } from './layout-words';

export interface NavItem {
  word: keyof LayoutWords['nav'];
  to: string;
  /** Paths (lower-case) that also make this item active. */
  alsoActiveOn?: string[];
  /** Shown only to logged-in customers. */
  loggedInOnly?: boolean;
}

export const navItems: NavItem[] = [
  { word: 'home', to: '/' },
  { word: 'newRequest', to: '/dashboard' },
  { word: 'calculator', to: '/InsuranceCards', alsoActiveOn: ['/mutualfundcards'] },
  { word: 'requestStatus', to: '/knowmyrequest' },
  { word: 'contact', to: '/contactus' },
  { word: 'policies', to: '/my-policies', loggedInOnly: true },
  { word: 'claims', to: '/my-claims', loggedInOnly: true },
  { word: 'messages', to: '/messages', loggedInOnly: true },
  { word: 'profile', to: '/Profile', loggedInOnly: true },
];

export function visibleNavItems(loggedIn: boolean): NavItem[] {
  return navItems.filter((item) => loggedIn || !item.loggedInOnly);
}

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** Route matching is case-insensitive, so /PROFILE highlights Profile; /hi/faq is the same screen as /faq. */
export function isActivePath(pathname: string, item: NavItem): boolean {
  const current = normalise(basePath(pathname));
  return current === normalise(item.to) || (item.alsoActiveOn ?? []).includes(current);
}

type FooterWord = keyof LayoutWords['footer'];

/** The footer's links (§2), then the policies every page links to (issue: trust and data rights). */
export const footerLinks: { word: FooterWord | 'home' | 'calculator' | 'contact'; to: string }[] = [
  { word: 'home', to: '/' },
  { word: 'calculator', to: '/mutualfundCards' },
  { word: 'contact', to: '/contactus' },
  { word: 'faqs', to: '/faq' },
  { word: 'about', to: '/about-us' },
  { word: 'privacy', to: '/privacy' },
  { word: 'terms', to: '/terms' },
  { word: 'grievance', to: '/grievance' },
];
