// The employee group health form's, list's and compare page's words in English (Hindi: employee-words.hi.ts).
// The spec's messages come from the contract; `messages` maps each one (its English text is its stable code).
import {
  EMPLOYEE_BUYING_STATUSES,
  EMPLOYEE_INSURE_OPTIONS,
  employeeMessages,
  type EmployeeLead,
} from '@bimasetu/contract';
import {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  type EmployeeCountBand,
  type EmployeeCoverage,
} from '@bimasetu/contract/rating';
import { formatRupees, formatRupeesShort, groupIndian } from '~/lib/format';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';
import {
  EMPLOYEE_CONSUMABLES,
  EMPLOYEE_FEATURES,
  EMPLOYEE_RECHARGES,
  EMPLOYEE_REVISIONS,
} from './employee-plan-texts';

const plural = (n: number, one: string, many: string) => `${groupIndian(n)} ${n === 1 ? one : many}`;

type EmployeeMessage = (typeof employeeMessages)[keyof typeof employeeMessages];
const employeeWords = {
  formTitle: 'Employee Group Health Insurance',
  formIntro: 'Cover your team and their families. Tell us about your company.',
  whomToInsure: 'Whom do you want to insure?',
  insureOptions: same<EmployeeLead['insureOption']>(EMPLOYEE_INSURE_OPTIONS),
  totalEmployees: 'Total number of employees',
  firstPolicy: 'Is this your first group health policy?',
  buyingStatuses: same<EmployeeLead['isFirstTime']>(EMPLOYEE_BUYING_STATUSES),
  companyName: 'Company name',
  viewPlans: 'View Plans',
  listTitle: 'Employee Group Health Plans',
  panelTitle: 'Your team',
  // a phone's button for the claim filter (the folded team panel's "Change" is ui-words.ts's)
  filters: 'Filters',
  teamSize: 'Number of employees',
  coverage: 'Whom to insure',
  familyCoverage: 'Which family members',
  bands: Object.fromEntries(EMPLOYEE_COUNT_BANDS.map((b) => [b.id, b.label])) as Record<
    EmployeeCountBand,
    string
  >,
  coverages: Object.fromEntries(EMPLOYEE_COVERAGE.map((c) => [c.id, c.label])) as Record<
    EmployeeCoverage,
    string
  >,
  fromForm: 'From your answers',
  employeesTold: (count: number, bandLabel: string) =>
    `${plural(count, 'employee', 'employees')} (priced as a team of ${bandLabel.toLowerCase()})`,
  insureTold: { employees: 'Employees only', families: 'Employees and their families' },
  changeAnswers: 'Change your answers',
  /** The engine's own assumption, e.g. "For employees only, a team of 21 to 50 employees, per employee per year." */
  pricedFor: (band: string, coverage: string) =>
    `Prices for ${coverage.toLowerCase()}, a team of ${band}, per employee per year.`,
  profileNote: 'We assumed a team of 21 to 50, employees only, until you tell us yours.',
  // the engine's team-size percents (employeeTeamDiscountPercent; a test holds them equal)
  estimate:
    'Premiums before GST, estimates until the insurer quotes your team’s ages. Team size is in the price: against a team of 21 to 50, a team of 7 to 20 pays 12% more per employee, 51 to 200 pays 6% less, 201 to 1,000 pays 12% less and more than 1,000 pays 18% less (our estimate, the same for every insurer); each family member covered adds to it.',
  withGst: (total: number) => `${formatRupees(total)} with 18% GST`,
  claimLegend: 'Claim settlement ratio',
  claimChoices: { 0: 'All plans', 95: 'Above 95%', 97: 'Above 97%' },
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
  sortOrder: 'premium, lowest first',
  sumInsured: 'Sum insured',
  /** "₹2 lakh" */
  sumInsuredShort: (amount: number) => formatRupeesShort(amount),
  hospitals: 'Hospitals',
  /** The insurer's stated network count ("14,000+"), or "Not published". */
  hospitalCount: (count: number | null, orMore: boolean) =>
    count === null ? 'Not published' : `${groupIndian(count)}${orMore ? '+' : ''}`,
  hospitalsWithSource: (count: number | null, orMore: boolean, url: string, read: string) =>
    count === null
      ? 'Not published'
      : `${groupIndian(count)}${orMore ? '+' : ''} (the insurer’s site, ${url}, read ${read})`,
  hospitalsNote:
    'Hospitals: the insurer’s whole cashless network as its own website states it, with the page and the date we read it; “Not published” where its own site gives none we could read. A group plan may use part of it: the insurer’s list for your policy is the one that counts.',
  perEmployeeYear: ' per employee / year',
  addToCompare: 'Add to compare',
  remove: 'Remove',
  addLabel: (plan: string) => `Add to compare: ${plan}`,
  removeLabel: (plan: string) => `Remove ${plan} from compare`,
  plansToCompare: 'Plans to compare',
  selectedOf: (count: number) => `${count} of 3 selected:`,
  compareNow: 'Compare Now',
  // the compare page
  compareTitle: 'Compare Plans',
  compareRows: {
    premium: 'Premium per employee / year',
    sumInsured: 'Sum insured',
    hospitals: 'Network hospitals',
    claimRatio: 'Claim settlement ratio',
    incurred: 'Incurred claim ratio',
    discount: 'Discount',
    recharge: 'Sum insured recharge',
    consumables: 'Consumables',
    revision: 'Premium revision',
    features: 'Features',
  },
  noDiscount: 'None',
  /** The compare page's Discount row: the engine's team-size percent for the team priced (the same for every plan). */
  teamDiscount: (percent: number, band: string) =>
    percent > 0
      ? `${percent}% less per employee for a team of ${band.toLowerCase()}, already in the premium (our estimate, the same for every insurer)`
      : percent < 0
        ? `None: a team of ${band.toLowerCase()} pays ${-percent}% more per employee, already in the premium`
        : 'None',
  /** The plans' own texts (employee-plans.ts), keyed by the English the data holds; English shows them as they are. */
  features: same(EMPLOYEE_FEATURES),
  recharges: same(EMPLOYEE_RECHARGES),
  consumables: same(EMPLOYEE_CONSUMABLES),
  revisions: same(EMPLOYEE_REVISIONS),
  back: 'Back',
  goBack: 'Go Back',
  messages: same<EmployeeMessage>(Object.values(employeeMessages)),
  /**
   * A claim figure's source (lib/claim-figure-words.ts): English says it as published (Hindi:
   * lib/claim-sources.hi.ts). Here, not in the shared list words, so the other Hindi lists load no sources.
   */
  claimSource: (source: string) => source,
};

export type EmployeeWords = Wordy<typeof employeeWords>;

declare module '~/lib/words' {
  interface WordBook {
    employee: EmployeeWords;
  }
}

export default defineWords('en', 'employee', employeeWords);
