// Public, build-time configuration (Vite exposes only VITE_* variables to the browser).

const env = import.meta.env;

export const siteConfig = {
  name: 'BimaSetu',
  version: 'V.1.0',
  /** The sibling products; opened in a new tab from the nav bar. */
  bankLoanUrl: (env.VITE_BANK_LOAN_URL as string | undefined) || 'https://loans.bimasetu.in/',
  mutualFundUrl: (env.VITE_MUTUAL_FUND_URL as string | undefined) || 'https://mf.bimasetu.in/',
  /** IRDAI web aggregator registration, shown in the footer; set at deployment. */
  irdaiRegNo: (env.VITE_IRDAI_REG_NO as string | undefined) || '',
  irdaiRegValidTill: (env.VITE_IRDAI_REG_VALID_TILL as string | undefined) || '',
  supportEmail: 'care@bimasetu.in',
  supportPhone: '1800 266 0101',
} as const;
