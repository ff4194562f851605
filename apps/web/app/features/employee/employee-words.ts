// The employee list's own words for its pricing questions; one place for a later Hindi.
import { formatRupees } from '~/lib/format';

export const employeeWords = {
  panelTitle: 'Your team',
  teamSize: 'Number of employees',
  coverage: 'Whom to insure',
  pricedFor: (assumption: string) => `Prices ${assumption.charAt(0).toLowerCase()}${assumption.slice(1)}`,
  estimate:
    'Premiums before GST, estimates until the insurer quotes your team’s ages; larger teams pay less per life, each family member covered adds to it.',
  withGst: (total: number) => `${formatRupees(total)} with 18% GST`,
  getDetails: 'Get Details',
  getDetailsOf: (plan: string) => `Get Details of ${plan}`,
} as const;
