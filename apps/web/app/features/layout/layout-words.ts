// The nav bar's, the language switch's and the not-found page's words in English (Hindi: layout-words.hi.ts).
// The footer's links and first-paint disclosures are here too (the help line and the disclosures' loading lines in
// ui/ read them); the disclosures' details load with them (ui/disclosure-detail-words.ts).
import { siteConfig } from '~/lib/site-config';
import { defineWords, type Wordy } from '~/lib/words';

const layoutWords = {
  nav: {
    home: 'Home',
    newRequest: 'New Request',
    calculator: 'Insurance Calculator',
    requestStatus: 'Know My Request Status',
    contact: 'Contact Us',
    policies: 'My policies',
    claims: 'My claims',
    messages: 'Messages',
    profile: 'Profile',
  },
  mainNav: 'Main',
  menu: 'Menu',
  login: 'Login',
  logout: 'Logout',
  skipToMain: 'Skip to main content',
  bankLoan: 'Bank Loan Assistant',
  mutualFund: 'Mutual Fund Assistant',
  opensInNewTab: ' (opens in a new tab)',
  homeLink: 'BimaSetu home',
  /** The switch names the other language in its own script. */
  switchTo: 'हिंदी',
  switchTitle: 'Read this page in Hindi',
  /** Said (in Hindi) when the switch is used on a screen not yet translated. */
  notTranslated: 'यह पेज अभी हिंदी में नहीं है।',
  /** The offer made to a browser asking for Hindi first: always in Hindi, on English pages. */
  offer: 'यह पेज हिंदी में भी है।',
  offerAccept: 'हिंदी में पढ़ें',
  offerDismiss: 'नहीं, धन्यवाद',
  // the spec's words (contract notFoundMessages), written out so the home page does not load the message catalogue
  notFoundTitle: '404 - Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist.",
  goHome: 'Go to the home page',
  errorTitle: 'Something went wrong',
  errorBody: 'This page could not be shown. Please reload it or try again later.',
  loading: 'Loading…',
  footer: {
    nav: 'Footer',
    quickLinks: 'Quick links',
    faqs: 'FAQs',
    about: 'About Us',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    grievance: 'Grievance Redressal',
    rights: 'All rights reserved.',
    heading: 'Regulatory disclosures',
    solicitation: 'Insurance is the subject matter of solicitation.',
    detailsLoading: 'Loading our registration details…',
    detailsFailed: 'Our registration details could not be loaded. Please reload the page to see them.',
    help: 'Help',
    tollFree: 'toll-free',
    hours: siteConfig.supportHours,
  },
};

export type LayoutWords = Wordy<typeof layoutWords>;

declare module '~/lib/words' {
  interface WordBook {
    layout: LayoutWords;
  }
}

export default defineWords('en', 'layout', layoutWords);
