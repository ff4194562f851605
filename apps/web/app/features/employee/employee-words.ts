// The employee list's own words for its pricing questions and claim figures; one place for a later Hindi.
import { formatRupees } from '~/lib/format';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export const employeeWords = {
  panelTitle: 'Your team',
  teamSize: 'Number of employees',
  coverage: 'Whom to insure',
  familyCoverage: 'Which family members',
  fromForm: 'From your answers',
  employeesTold: (count: number, bandLabel: string) =>
    `${plural(count, 'employee', 'employees')} (priced as a team of ${bandLabel.toLowerCase()})`,
  insureTold: { employees: 'Employees only', families: 'Employees and their families' },
  changeAnswers: 'Change your answers',
  pricedFor: (assumption: string) => `Prices ${assumption.charAt(0).toLowerCase()}${assumption.slice(1)}`,
  profileNote: 'We assumed a team of 21 to 50, employees only, until you tell us yours.',
  estimate:
    'Premiums before GST, estimates until the insurer quotes your team’s ages; larger teams pay less per life, each family member covered adds to it.',
  discountNote:
    '(the insurer’s offer as our catalogue lists it; not in the estimate above, the insurer confirms it when it quotes)',
  withGst: (total: number) => `${formatRupees(total)} with 18% GST`,
  claimLegend: 'Claim settlement ratio',
  claimLabel: 'Claims settled',
  claimNote:
    'Claims settled: the share of the insurer’s health claims paid within 3 months, from the IRDAI Handbook on Indian Insurance Statistics 2023-24 (FY 2023-24). IRDAI gives a health-only figure only for insurers that sell health alone; for other insurers its figure covers motor, travel and more, so we show “Not published for health alone”.',
  incurredLabel: 'Incurred claim ratio',
  withoutFigure: (count: number, above: number) =>
    `${plural(count, 'plan is', 'plans are')} left out of “Above ${above}%” because the insurer has no published health claim settlement figure: we cannot say it is above ${above}%.`,
  noneAbove: (above: number, best: string) =>
    `No insurer on this list has a published health claim settlement figure above ${above}%. The highest is ${best}.`,
  showAll: 'Show all plans',
  getDetails: 'Get Details',
  getDetailsOf: (plan: string) => `Get Details of ${plan}`,
} as const;
