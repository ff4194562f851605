// The IRDAI sources of the health claim figures, said in Hindi, keyed by the contract's English text
// (packages/contract/src/lines/health/health-rates.ts). The publications' titles stay as IRDAI publishes them; what the
// figure measures and the year are said in Hindi. A source with no entry here is shown as published, and
// ui/claim-sources.test.ts fails until it has one.
export const CLAIM_SOURCES_HI: Readonly<Record<string, string>> = {
  'IRDAI Handbook on Indian Insurance Statistics 2023-24: health claims paid within 3 months of intimation, by number (FY 2023-24)':
    'IRDAI Handbook on Indian Insurance Statistics 2023-24: सूचना के 3 महीने के भीतर चुकाए गए हेल्थ क्लेम, संख्या के हिसाब से (वित्त वर्ष 2023-24)',
  'IRDAI Annual Report 2024-25 (health, FY 2024-25)': 'IRDAI Annual Report 2024-25 (हेल्थ, वित्त वर्ष 2024-25)',
};

/** A source in Hindi, or as published where it has no Hindi yet. */
export const claimSourceHi = (source: string): string => CLAIM_SOURCES_HI[source] ?? source;
