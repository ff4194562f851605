/** A child savings plan (shopping spec §3): 10-year returns as percent text, payout as text. */
export interface ChildPlan {
  id: string;
  company: string;
  returns: string;
  payout: string;
  fund: string;
}

export const CHILD_PLANS: readonly ChildPlan[] = [
  {
    id: 'hdfc-life-sanchay',
    company: 'HDFC Life',
    returns: '14.2%',
    payout: '₹26.4 Lakh',
    fund: 'Discovery Fund',
  },
  {
    id: 'icici-pru-smartkid',
    company: 'ICICI Prudential Life',
    returns: '13.8%',
    payout: '₹25.5 Lakh',
    fund: 'Multi Cap Growth Fund',
  },
  {
    id: 'sbi-life-smart-scholar',
    company: 'SBI Life',
    returns: '13.1%',
    payout: '₹24.1 Lakh',
    fund: 'Equity Elite Fund',
  },
  {
    id: 'max-life-shiksha',
    company: 'Max Life',
    returns: '15.0%',
    payout: '₹28.3 Lakh',
    fund: 'High Growth Fund',
  },
  {
    id: 'tata-aia-fortune',
    company: 'Tata AIA Life',
    returns: '16.4%',
    payout: '₹31.6 Lakh',
    fund: 'Multi Cap Fund',
  },
  {
    id: 'bajaj-allianz-young',
    company: 'Bajaj Allianz Life',
    returns: '12.9%',
    payout: '₹23.7 Lakh',
    fund: 'Pure Stock Fund',
  },
  {
    id: 'kotak-headstart',
    company: 'Kotak Life',
    returns: '12.5%',
    payout: '₹22.9 Lakh',
    fund: 'Frontline Equity Fund',
  },
  {
    id: 'aditya-birla-vision',
    company: 'Aditya Birla Sun Life',
    returns: '12.0%',
    payout: '₹21.9 Lakh',
    fund: 'Multiplier Fund',
  },
  {
    id: 'pnb-metlife-future',
    company: 'PNB MetLife',
    returns: '12.7%',
    payout: '₹23.3 Lakh',
    fund: 'Virtue II Fund',
  },
  {
    id: 'canara-hsbc-invest',
    company: 'Canara HSBC Life',
    returns: '11.6%',
    payout: '₹21.2 Lakh',
    fund: 'Equity II Fund',
  },
  {
    id: 'edelweiss-wealth',
    company: 'Edelweiss Life',
    returns: '11.2%',
    payout: '₹20.5 Lakh',
    fund: 'Equity Large Cap Fund',
  },
  { id: 'lic-child-future', company: 'LIC', returns: '9.8%', payout: '₹18.1 Lakh', fund: 'Growth Fund' },
  {
    id: 'reliance-nippon-child',
    company: 'Reliance Nippon Life',
    returns: '10.9%',
    payout: '₹19.9 Lakh',
    fund: 'Pure Equity Fund',
  },
  {
    id: 'future-generali-assure',
    company: 'Future Generali Life',
    returns: '12.3%',
    payout: '₹22.5 Lakh',
    fund: 'Future Opportunity Fund',
  },
  {
    id: 'bandhan-life-elite',
    company: 'Bandhan Life',
    returns: '13.5%',
    payout: '₹24.9 Lakh',
    fund: 'Growth Opportunities Fund',
  },
  {
    id: 'star-union-dai-ichi',
    company: 'Star Union Dai-ichi Life',
    returns: '11.9%',
    payout: '₹21.7 Lakh',
    fund: 'Bluechip Equity Fund',
  },
];
