// Each insurer's cashless network: the count of network hospitals as the insurer's own website states it, with the
// page and the date we read it. A fact about the insurer, not a rate (apart from the rate table like the claim
// figures). The count is the insurer's, for all its health plans; where we found none on the insurer's own site,
// brochure or an IRDAI publication we say "not published" rather than copy a broker's or blog's figure: those
// disagree with each other and with the insurers (HDFC ERGO: 9,000+, 10,000+ and 16,000+ on three pages).

/** A network count as the insurer states it, or null: not published where we looked. */
export interface NetworkHospitals {
  /** The stated count ("10,000+" is 10000 with `orMore`); null: not published. */
  count: number | null;
  /** True when the insurer states the count as a floor ("10,000+", "over 14,000"). */
  orMore: boolean;
  /** The insurer's page the count is read from; null with a null count. */
  url: string | null;
  /** dd/mm/yyyy, the day we read the page (the pages carry no date of their own). */
  read: string | null;
}

const READ = '30/11/2026';
const stated = (count: number, url: string, orMore = true): NetworkHospitals => ({
  count,
  orMore,
  url,
  read: READ,
});

/** No count on the insurer's own pages that we could read: "not published". */
export const NETWORK_NOT_PUBLISHED: NetworkHospitals = { count: null, orMore: false, url: null, read: null };

/**
 * Insurers with a count on their own website. Not here, so "not published": Care Health, Aditya Birla Health,
 * Tata AIG, ManipalCigna and Reliance General (we found their counts only on brokers' pages, which disagree:
 * Care Health 7,400+ to 24,800+), and Go Digit, whose own pages disagree with each other (9,000+ on
 * https://godigit.com/cashless-health-insurance, 16,400+ on https://godigit.com/health-insurance/cashless.amp.html).
 */
export const NETWORK_HOSPITALS: Readonly<Record<string, NetworkHospitals>> = {
  // "Network of 10,000+ cashless hospitalization"
  'Niva Bupa': stated(10000, 'https://www.nivabupa.com/health-insurance/family-health-insurance-plans.html'),
  // "cashless treatment facilities across our extensive network of over 14,000 hospitals"
  'Star Health': stated(14000, 'https://www.starhealth.in/claims'),
  // "16000+ Cashless Network"
  'HDFC ERGO': stated(16000, 'https://hdfcergo.com/health-insurance'),
  // "a strong network of 7500+ Healthcare providers, pan-India, through which we offer cashless facilities"
  'ICICI Lombard': stated(7500, 'https://www.icicilombard.com/health-insurance/health-booster'),
  // "Cashless treatment at 8,000 + network hospitals"
  'Bajaj Allianz': stated(8000, 'https://www.bajajallianz.com/health-insurance-plans.html'),
  // "Network Hospitals 16,625" and "16625+ Pan India Network Hospitals"
  'SBI General': stated(16625, 'https://www.sbigeneral.in/health-insurance/'),
};

/** The insurer's stated network count, or "not published". */
export function networkHospitals(insurer: string): NetworkHospitals {
  return NETWORK_HOSPITALS[insurer] ?? NETWORK_NOT_PUBLISHED;
}

/** Most hospitals first; counts not published last (a sort key for lists). */
export function byNetworkHospitals(a: NetworkHospitals, b: NetworkHospitals): number {
  if (a.count === null || b.count === null) return (a.count === null ? 1 : 0) - (b.count === null ? 1 : 0);
  return b.count - a.count;
}
