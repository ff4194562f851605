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
  Acko: 'not published',
  Digit: 'not published',
  'Reliance General': 'not published',
  'Future Generali': 'not published',
  'Cholamandalam MS': 'not published',
  LIC: 'not published',
  'HDFC Life': 'not published',
  'SBI Life': 'not published',
  'Tata AIA Life': 'not published',
  'Axis Max Life': 'not published',
  'Bajaj Allianz Life': 'not published',
  'Kotak Life': 'not published',
  'PNB MetLife': 'not published',
  'Aditya Birla Sun Life': 'not published',
  'Canara HSBC Life': 'not published',
  'IndiaFirst Life': 'not published',
  'Edelweiss Life': 'not published',
  'Pramerica Life': 'not published',
  'Bandhan Life': 'not published',
  'Ageas Federal Life': 'not published',
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

const KEYS = Object.keys(INSURER_HELPLINES)
  .map((insurer) => ({ insurer, key: insurerKey(insurer) }))
  .sort((a, b) => b.key.length - a.key.length);

/**
 * The table's entry for an insurer as a policy names it: the longest listed name it starts with, so "Bajaj
 * Allianz Life" is never given the general insurer's number. Undefined for an insurer the table does not list.
 */
export function insurerHelpline(name: string): PublishedHelpline | 'not published' | undefined {
  const key = insurerKey(name);
  if (!key) return undefined;
  const found = KEYS.find((entry) => key.startsWith(entry.key));
  return found ? INSURER_HELPLINES[found.insurer] : undefined;
}
