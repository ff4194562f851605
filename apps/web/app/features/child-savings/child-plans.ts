/**
 * A child savings plan (shopping spec §3): past 10-year fund returns as percent text. The payout is no longer
 * a fixed text: it is projected for the visitor's family at IRDAI's illustration rates (`projectChildPlan`).
 */
export interface ChildPlan {
  id: string;
  company: string;
  returns: string;
  fund: string;
}

export const CHILD_PLANS: readonly ChildPlan[] = [
  {
    id: 'hdfc-life-sanchay',
    company: 'HDFC Life',
    returns: '14.2%',
    fund: 'Discovery Fund',
  },
  {
    id: 'icici-pru-smartkid',
    company: 'ICICI Prudential Life',
    returns: '13.8%',
    fund: 'Multi Cap Growth Fund',
  },
  {
    id: 'sbi-life-smart-scholar',
    company: 'SBI Life',
    returns: '13.1%',
    fund: 'Equity Elite Fund',
  },
  {
    id: 'max-life-shiksha',
    company: 'Max Life',
    returns: '15.0%',
    fund: 'High Growth Fund',
  },
  {
    id: 'tata-aia-fortune',
    company: 'Tata AIA Life',
    returns: '16.4%',
    fund: 'Multi Cap Fund',
  },
  {
    id: 'bajaj-allianz-young',
    company: 'Bajaj Allianz Life',
    returns: '12.9%',
    fund: 'Pure Stock Fund',
  },
  {
    id: 'kotak-headstart',
    company: 'Kotak Life',
    returns: '12.5%',
    fund: 'Frontline Equity Fund',
  },
  {
    id: 'aditya-birla-vision',
    company: 'Aditya Birla Sun Life',
    returns: '12.0%',
    fund: 'Multiplier Fund',
  },
  {
    id: 'pnb-metlife-future',
    company: 'PNB MetLife',
    returns: '12.7%',
    fund: 'Virtue II Fund',
  },
  {
    id: 'canara-hsbc-invest',
    company: 'Canara HSBC Life',
    returns: '11.6%',
    fund: 'Equity II Fund',
  },
  {
    id: 'edelweiss-wealth',
    company: 'Edelweiss Life',
    returns: '11.2%',
    fund: 'Equity Large Cap Fund',
  },
  { id: 'lic-child-future', company: 'LIC', returns: '9.8%', fund: 'Growth Fund' },
  {
    id: 'reliance-nippon-child',
    company: 'Reliance Nippon Life',
    returns: '10.9%',
    fund: 'Pure Equity Fund',
  },
  {
    id: 'future-generali-assure',
    company: 'Future Generali Life',
    returns: '12.3%',
    fund: 'Future Opportunity Fund',
  },
  {
    id: 'bandhan-life-elite',
    company: 'Bandhan Life',
    returns: '13.5%',
    fund: 'Growth Opportunities Fund',
  },
  {
    id: 'star-union-dai-ichi',
    company: 'Star Union Dai-ichi Life',
    returns: '11.9%',
    fund: 'Bluechip Equity Fund',
  },
];
