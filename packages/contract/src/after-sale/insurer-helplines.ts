// Each insurer's published claim or customer-care helpline, as read on its source page: it fills a policy's
// emergency card when the adviser or the customer recorded none. "not published" where no published number was
// found in the pages read; a number is never guessed.

export interface PublishedHelpline {
  helpline: string;
  /** The page the number was read from. */
  sourceUrl: string;
  /** When it was read, yyyy-mm-dd. */
  readOn: string;
  /** The words of the page that give it, as read. */
  says: string;
}

const READ_ON = '2026-11-26';
const read = (helpline: string, sourceUrl: string, says: string): PublishedHelpline => ({
  helpline,
  sourceUrl,
  readOn: READ_ON,
  says,
});

export const INSURER_HELPLINES: Readonly<Record<string, PublishedHelpline | 'not published'>> = {
  'HDFC ERGO': read(
    '1800 2700 700',
    'https://www.hdfcergo.com/claims/personal-accident.html',
    'Call on HDFC ERGO Toll free Health line 1800 2700 700 to register the claim',
  ),
  'Star Health': read(
    '1800 425 2255',
    'http://starhealth.in/claims/claims-process',
    'Please contact the toll-free help line: 1800 425 2255',
  ),
  'Niva Bupa': read(
    '1800 309 3333',
    'https://www.oneinsure.com/insurerclaims/health-insurance/max-bupa-health-insurance',
    'How to intimate health claim with Niva Bupa Health Insurance Company Limited … Claim Helpline 1800 309 3333',
  ),
  'Care Health': read(
    '1800 200 4488',
    'https://www.coverfox.com/health-insurance/religare-health-insurance/',
    'Care Health Insurance (Formerly Religare Health Insurance) … Customer Care Toll Free No 1800-200-4488',
  ),
  'ICICI Lombard': read(
    '1800 2666',
    'https://www.icicilombard.com/motor-insurance-claims',
    'In case of an unfortunate accident / breakdown, please call our toll free 1800 2666',
  ),
  'Bajaj Allianz': read(
    '1800 209 5858',
    'https://bajajallianz.com/general-insurance-claims',
    'calling our Toll Free Number 1800-209-5858 will always help you reach us in an instant',
  ),
  'Tata AIG': read(
    '1800 266 7780',
    'https://www.oneinsure.com/insurerclaims/personal-accident/tata-aig-general-insurance',
    'How to intimate Personal Accident claim with Tata AIG General Insurance … Claim Helpline 1800-266-7780',
  ),
  'SBI General': read(
    '1800 210 3366',
    'https://sbigeneral.in/claim',
    'Heath Insurance Toll Free Number 1800 210 3366 / 1800 210 6366',
  ),
  'Royal Sundaram': read(
    '1860 425 0000',
    'https://www.oneinsure.com/InsurerClaims/personal-accident/royal-sundaram-alliance-general-insurance',
    'How to intimate Personal Accident claim with Royal Sundaram General Insurance … Claim Helpline 1860-425-0000',
  ),
  ManipalCigna: read(
    '1800 102 4462',
    'https://www.bajajfinserv.in/insurance/manipal-cigna-health-insurance-faqs',
    'call on the insurer’s toll-free number 1800-102-4462 within 48 hours of emergency hospitalisation',
  ),
  'IFFCO Tokio': read(
    '1800 103 5499',
    'https://www.oneinsure.com/InsurerClaims/health-insurance/iffco-tokio-general-insurance',
    'How to intimate health claim with IFFCO Tokio General Insurance … Claim Helpline 1800-103-5499 / (0124) 428 5499',
  ),
  // Two copies of this page give 1800-103-1033 (older, with the old adityabirla.com address) and 1800-270-7000
  // (newer, with adityabirlacapital.com): the latter is the group's one number (Aditya Birla Sun Life's own claim
  // page gives it too). The health insurer's own page was not found.
  'Aditya Birla Health': read(
    '1800 270 7000',
    'https://www.oneinsure.com/insurerclaims/health-insurance/aditya-birla-health-insurance',
    'How to intimate health claim with Aditya Birla Health Insurance … Claim Helpline 1800-270-7000',
  ),
  'ICICI Prudential Life': read(
    '1800 22 2020',
    'http://help.icicibank.com/Insurance/General-Insurance/',
    'For queries or complaints related to ICICI Prulife, you may contact ICICI Prulife on 1800222020 (Toll-Free)',
  ),
  'Reliance General': read(
    '+91 22 4890 3009',
    'https://reliancegeneral.co.in/insurance/claims/motor-claims-process.aspx',
    'Register your motor insurance claim by calling our Paid Helpline no. +91 22 48903009 as soon as the claim occurs',
  ),
  'Future Generali': read(
    '1800 220 223',
    'https://general.futuregenerali.in/travel-claims',
    'Report a Claim … Do you have any queries? Call us on 1800 220 223',
  ),
  'Cholamandalam MS': read(
    '1800 200 5544',
    'https://www.cholainsurance.com/glossary-n.aspx',
    '1800-200-5544 (Accessible from India only)',
  ),
  Digit: read(
    '1800 258 5956',
    'https://www.godigit.com/motor-insurance/file-motor-insurance-claims-on-time',
    'call 1800-258-5956 mail_outline hello@godigit.com',
  ),
  LIC: read(
    '022 6827 6827',
    'https://licindia.in/Bottom-Links/RTI/III-decision-making-process',
    'For Policy enquiry contact LIC Call Centre Services on (022) 68276827',
  ),
  // the page's own words are Kannada ("call us toll free"); older sbilife.co.in pages give 1800 22 9090
  'SBI Life': read(
    '1800 267 9090',
    'https://www.sbilife.co.in/kn/terms-and-conditions',
    'ನಮಗೆ ಟೋಲ್ ಫ್ರೀ ಕರೆ ಮಾಡಿ 1800 267 9090 … Effective starting: May 11, 2025',
  ),
  'Tata AIA Life': read(
    '1860 266 9966',
    'https://www.tataaia.com/contact-us/claim-care.html',
    'Other Options to File a Claim … Call us 1-860-266-9966 (within India)',
  ),
  'Bajaj Allianz Life': read(
    '1800 209 7272',
    'https://www.bajajallianzlife.com/life-insurance-claim-assistance.html',
    'Dial our toll-free number 1800-209-7272 for quick assistance.',
  ),
  'Kotak Life': read(
    '1800 209 8800',
    'https://customer.kotaklifeinsurance.com/KGMSUI/Grievance/ComplaintStatus.aspx',
    'Call us at: 1800 2098800 (Monday to Saturday – 8am to 10pm)',
  ),
  'Aditya Birla Sun Life': read(
    '1800 270 7000',
    'https://lifeinsurance.adityabirlacapital.com/customer-service/claim-procedure/online-claim',
    'You can file your Claim in any of the following ways: … Call us at our Toll free number 1-800-270-7000',
  ),
  'Canara HSBC Life': read(
    '1800 103 0003',
    'https://www.canarahsbclife.com/claims',
    'For Existing Policy: 1800-103-0003/ 1800-180-0003/ 1800-891-0003',
  ),
  'Future Generali Life': read(
    '1800 102 2355',
    'https://life.futuregenerali.in/claims/claims-faqs/',
    'Claim status would be available by calling on our Toll free Number 1800-102-2355',
  ),
  Acko: 'not published',
  'Universal Sompo': 'not published',
  'Kotak General': 'not published',
  'Liberty General': 'not published',
  'Magma HDI': 'not published',
  Zuno: 'not published',
  'HDFC Life': 'not published',
  'Axis Max Life': 'not published',
  'PNB MetLife': 'not published',
  'IndiaFirst Life': 'not published',
  'Edelweiss Life': 'not published',
  'Pramerica Life': 'not published',
  'Bandhan Life': 'not published',
  'Ageas Federal Life': 'not published',
  'Reliance Nippon Life': 'not published',
  'Star Union Dai-ichi Life': 'not published',
};

const FILLER = new Set(['insurance', 'company', 'co', 'limited', 'ltd', 'general', 'and', 'allied']);

/** An insurer's name reduced to what tells insurers apart: "Star Health and Allied Insurance" → "starhealth". */
export function insurerKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLER.has(word))
    .join('');
}

/** Names a policy may use for an insurer the table lists under another: the same company, renamed or shortened. */
const ALSO_CALLED: Readonly<Record<string, string>> = {
  'Go Digit': 'Digit',
  'Max Life': 'Axis Max Life',
  'Life Insurance Corporation of India': 'LIC',
};

const KEYS = [
  ...Object.keys(INSURER_HELPLINES).map((insurer) => ({ insurer, key: insurerKey(insurer) })),
  ...Object.entries(ALSO_CALLED).map(([name, insurer]) => ({ insurer, key: insurerKey(name) })),
].sort((a, b) => b.key.length - a.key.length);

/** In India a life insurer and a general insurer are always separate companies, however alike their names. */
const isLife = (key: string) => key.includes('life') || key.startsWith('lic');

/**
 * The table's entry for an insurer as a policy names it: the longest listed name it starts with, and only a
 * life insurer's for a life insurer, so "Bajaj Allianz Life" or "Kotak Mahindra Life" is never given a general
 * insurer's number. Undefined for an insurer the table does not list.
 */
export function insurerHelpline(name: string): PublishedHelpline | 'not published' | undefined {
  const key = insurerKey(name);
  if (!key) return undefined;
  const found = KEYS.find((entry) => key.startsWith(entry.key) && isLife(entry.key) === isLife(key));
  return found ? INSURER_HELPLINES[found.insurer] : undefined;
}
