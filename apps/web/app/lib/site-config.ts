// Public, build-time configuration (Vite exposes only VITE_* variables to the browser).

const env = import.meta.env;

export const siteConfig = {
  name: 'BimaSetu',
  version: 'V.1.0',
  /** The sibling products; opened in a new tab from the nav bar. */
  bankLoanUrl: (env.VITE_BANK_LOAN_URL as string | undefined) || 'https://loans.bimasetu.in/',
  mutualFundUrl: (env.VITE_MUTUAL_FUND_URL as string | undefined) || 'https://mf.bimasetu.in/',
  // The registration, company and officers' details come from the server's configuration at run time
  // (lib/disclosures.ts), never from the build, so prerendered HTML carries no deployment's details.
  supportEmail: 'care@bimasetu.in',
  supportPhone: '1800 266 0101',
  supportHours: '9 am to 7 pm, Monday to Saturday',
  /** The same hours as Hindi pages say them. */
  supportHoursHi: 'सोमवार से शनिवार, सुबह 9 से शाम 7 बजे तक',
} as const;
