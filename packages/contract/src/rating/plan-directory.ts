// The name and insurer of every plan a customer can apply for, by line and plan id: the id the rating engine's
// quote carries ("term-1", "nri-term-1", "women-term-1", "health-1", "family-health-1", "car-1", "two-wheeler-1",
// the travel and employee plans' own ids) and, for child savings, the plan's own id. The server stores them with an application or booking, so the tracker and the adviser read the
// plan's name without the web app's catalogue; a web test checks every plan list agrees with this table.
import type { LeadLine } from '../leads/envelope.ts';
import { HOME_PLANS } from '../lines/home/home-rates.ts';
import { TERM_CATALOGUE } from '../lines/term/term-catalogue.ts';

export interface PlanEntry {
  name: string;
  insurer: string;
}

type PlanTable = Readonly<Record<string, readonly [name: string, insurer: string]>>;

// the three term lists share one table keyed by the catalogue's number
const TERM: PlanTable = Object.fromEntries(TERM_CATALOGUE.map((p) => [String(p.id), [p.name, p.insurer]]));

const HEALTH: PlanTable = {
  'health-1': ['ReAssure 2.0', 'Niva Bupa'],
  'health-2': ['Comprehensive', 'Star Health'],
  'health-3': ['Optima Secure', 'HDFC ERGO'],
  'health-4': ['Care Supreme', 'Care Health'],
  'health-5': ['Elevate', 'ICICI Lombard'],
  'health-6': ['Activ One Max', 'Aditya Birla Health'],
  'health-7': ['Health Guard', 'Bajaj Allianz'],
  'health-8': ['Medicare Premier', 'Tata AIG'],
  'health-9': ['ProHealth Prime', 'ManipalCigna'],
  'health-10': ['Super Health', 'SBI General'],
};

const FAMILY_HEALTH: PlanTable = {
  'family-health-1': ['Family Health Optima', 'Star Health'],
  'family-health-2': ['Aspire Family', 'Niva Bupa'],
  'family-health-3': ['Optima Secure Family', 'HDFC ERGO'],
  'family-health-4': ['Care Supreme Family', 'Care Health'],
  'family-health-5': ['Health AdvantEdge Family', 'ICICI Lombard'],
  'family-health-6': ['Activ Fit Family', 'Aditya Birla Health'],
  'family-health-7': ['Medicare Plus Family', 'Tata AIG'],
  'family-health-8': ['Prime Senior & Family', 'ManipalCigna'],
  'family-health-9': ['Digit Double Wallet Family', 'Go Digit'],
  'family-health-10': ['Health Infinity Family', 'Reliance General'],
};

const CAR: PlanTable = {
  'car-1': ['ICICI Lombard Comprehensive Car Insurance', 'ICICI Lombard'],
  'car-2': ['HDFC ERGO Comprehensive Car Insurance', 'HDFC ERGO'],
  'car-3': ['Go Digit Comprehensive Car Insurance', 'Go Digit'],
  'car-4': ['Tata AIG Comprehensive Car Insurance', 'Tata AIG'],
  'car-5': ['Acko Comprehensive Car Insurance', 'Acko'],
  'car-6': ['Bajaj Allianz Comprehensive Car Insurance', 'Bajaj Allianz'],
  'car-7': ['SBI General Comprehensive Car Insurance', 'SBI General'],
  'car-8': ['Reliance General Comprehensive Car Insurance', 'Reliance General'],
  'car-9': ['Royal Sundaram Comprehensive Car Insurance', 'Royal Sundaram'],
  'car-10': ['Zuno General Comprehensive Car Insurance', 'Zuno General'],
};

const TWO_WHEELER: PlanTable = {
  'two-wheeler-1': ['Acko Comprehensive Bike Insurance', 'Acko'],
  'two-wheeler-2': ['Go Digit Comprehensive Bike Insurance', 'Go Digit'],
  'two-wheeler-3': ['ICICI Lombard Comprehensive Bike Insurance', 'ICICI Lombard'],
  'two-wheeler-4': ['HDFC ERGO Comprehensive Bike Insurance', 'HDFC ERGO'],
  'two-wheeler-5': ['Bajaj Allianz Comprehensive Bike Insurance', 'Bajaj Allianz'],
  'two-wheeler-6': ['Tata AIG Comprehensive Bike Insurance', 'Tata AIG'],
  'two-wheeler-7': ['Reliance General Comprehensive Bike Insurance', 'Reliance General'],
  'two-wheeler-8': ['SBI General Comprehensive Bike Insurance', 'SBI General'],
  'two-wheeler-9': ['Royal Sundaram Comprehensive Bike Insurance', 'Royal Sundaram'],
  'two-wheeler-10': ['IFFCO Tokio Comprehensive Bike Insurance', 'IFFCO Tokio'],
  'two-wheeler-11': ['Zuno General Comprehensive Bike Insurance', 'Zuno General'],
  'two-wheeler-12': ['Kotak General Comprehensive Bike Insurance', 'Kotak General'],
};

const TRAVEL: PlanTable = {
  'tata-aig-gold': ['Tata AIG Travel Guard Gold', 'Tata AIG'],
  'care-explore': ['Care Health Explore Platinum', 'Care Health'],
  'bajaj-travel-prime': ['Bajaj Allianz Travel Prime', 'Bajaj Allianz'],
  'hdfc-explorer': ['HDFC ERGO Explorer Gold', 'HDFC ERGO'],
  'icici-overseas': ['ICICI Lombard Overseas Elite', 'ICICI Lombard'],
  'reliance-travel-care': ['Reliance General Travel Care Standard', 'Reliance General'],
  'digit-international': ['Digit International Travel', 'Digit'],
  'niva-bupa-voyager': ['Niva Bupa Voyager Plus', 'Niva Bupa'],
  'sbi-travel': ['SBI General Travel Secure', 'SBI General'],
  'future-generali': ['Future Generali Travel Suraksha Elite', 'Future Generali'],
  'royal-sundaram': ['Royal Sundaram Travel Secure Gold', 'Royal Sundaram'],
  'universal-sompo': ['Universal Sompo Travel Shield', 'Universal Sompo'],
  'chola-ms': ['Cholamandalam MS Overseas Travel Platinum', 'Cholamandalam MS'],
  'iffco-tokio': ['IFFCO Tokio Trip Protector', 'IFFCO Tokio'],
  'magma-hdi': ['Magma HDI Globe Trotter', 'Magma HDI'],
  'liberty-general': ['Liberty General Secure Travel Basic', 'Liberty General'],
};

const EMPLOYEE: PlanTable = {
  'star-group-care': ['Star Group Health Care', 'Star Health'],
  'hdfc-ergo-group': ['HDFC ERGO Group Health Suraksha', 'HDFC ERGO'],
  'icici-group-protect': ['ICICI Lombard Group Protect', 'ICICI Lombard'],
  'niva-bupa-group': ['Niva Bupa Group Health', 'Niva Bupa'],
  'care-group-plus': ['Care Group Care 360', 'Care Health'],
  'bajaj-group-guard': ['Bajaj Allianz Group Health Guard', 'Bajaj Allianz'],
  'tata-aig-group': ['Tata AIG Group Medicare', 'Tata AIG'],
  'digit-group': ['Digit Group Health', 'Digit'],
  'sbi-group-arogya': ['SBI General Group Arogya', 'SBI General'],
  'aditya-birla-group': ['Aditya Birla Group Activ Health', 'Aditya Birla Health'],
  'reliance-group': ['Reliance Group Mediclaim', 'Reliance General'],
  'manipal-cigna-group': ['ManipalCigna Group ProHealth', 'ManipalCigna'],
  'future-generali-group': ['Future Generali Group Health Total', 'Future Generali'],
  'royal-sundaram-group': ['Royal Sundaram Group Lifeline', 'Royal Sundaram'],
  'chola-group': ['Chola MS Group Healthline', 'Cholamandalam MS'],
  'iffco-group': ['IFFCO Tokio Group Swasthya', 'IFFCO Tokio'],
};

const CHILD: PlanTable = {
  'hdfc-life-sanchay': ['HDFC Life Discovery Fund', 'HDFC Life'],
  'icici-pru-smartkid': ['ICICI Prudential Life Multi Cap Growth Fund', 'ICICI Prudential Life'],
  'sbi-life-smart-scholar': ['SBI Life Equity Elite Fund', 'SBI Life'],
  'max-life-shiksha': ['Max Life High Growth Fund', 'Max Life'],
  'tata-aia-fortune': ['Tata AIA Life Multi Cap Fund', 'Tata AIA Life'],
  'bajaj-allianz-young': ['Bajaj Allianz Life Pure Stock Fund', 'Bajaj Allianz Life'],
  'kotak-headstart': ['Kotak Life Frontline Equity Fund', 'Kotak Life'],
  'aditya-birla-vision': ['Aditya Birla Sun Life Multiplier Fund', 'Aditya Birla Sun Life'],
  'pnb-metlife-future': ['PNB MetLife Virtue II Fund', 'PNB MetLife'],
  'canara-hsbc-invest': ['Canara HSBC Life Equity II Fund', 'Canara HSBC Life'],
  'edelweiss-wealth': ['Edelweiss Life Equity Large Cap Fund', 'Edelweiss Life'],
  'lic-child-future': ['LIC Growth Fund', 'LIC'],
  'reliance-nippon-child': ['Reliance Nippon Life Pure Equity Fund', 'Reliance Nippon Life'],
  'future-generali-assure': ['Future Generali Life Future Opportunity Fund', 'Future Generali Life'],
  'bandhan-life-elite': ['Bandhan Life Growth Opportunities Fund', 'Bandhan Life'],
  'star-union-dai-ichi': ['Star Union Dai-ichi Life Bluechip Equity Fund', 'Star Union Dai-ichi Life'],
};

const BY_LINE: Record<LeadLine, PlanTable> = {
  term: TERM,
  'nri-term': TERM,
  'women-term': TERM,
  health: HEALTH,
  'family-health': FAMILY_HEALTH,
  car: CAR,
  'two-wheeler': TWO_WHEELER,
  travel: TRAVEL,
  'travel-booking': TRAVEL,
  'child-savings': CHILD,
  'employee-health': EMPLOYEE,
  home: HOME_PLANS,
};

/** The plan with this id on this line's list, or undefined for an id the line does not have. */
export function planEntry(line: LeadLine, planId: string): PlanEntry | undefined {
  const table = BY_LINE[line];
  // the three term lists share one table keyed by the catalogue's number; their quotes say "term-1", "nri-term-1"…
  const key = table === TERM ? termKey(line, planId) : planId;
  const entry = key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
  return entry && { name: entry[0], insurer: entry[1] };
}

function termKey(line: LeadLine, planId: string): string | undefined {
  const prefix = `${line}-`;
  return planId.startsWith(prefix) ? planId.slice(prefix.length) : undefined;
}

/** Every plan id of a line, in the list's order. */
export function planIdsOf(line: LeadLine): string[] {
  const table = BY_LINE[line];
  return Object.keys(table).map((key) => (table === TERM ? `${line}-${key}` : key));
}
