// The calculators reached from the hub: the spec's ten (account spec §2), in its order, then home insurance (a line
// added since, issue 26), each with its card's icon. A line's card is its line here and its title and summary in
// calculator-words.ts and calculator-words.hi.ts (one file per language, so a page carries only its own).
import {
  Baby,
  Bike,
  Briefcase,
  Car,
  Globe,
  HeartPulse,
  House,
  Plane,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const calculators = [
  ['/term-insurance', ShieldCheck],
  ['/health-insurance', HeartPulse],
  ['/car-insurance', Car],
  ['/twowheeler-insurance', Bike],
  ['/travel-insurance', Plane],
  ['/nri-term-insurance', Globe],
  ['/family-health-insurance', Users],
  ['/women-term-insurance', UserRound],
  ['/child-savings', Baby],
  ['/employee-health-insurance', Briefcase],
  ['/home-insurance', House],
] as const satisfies readonly (readonly [`/${string}`, LucideIcon])[];

export type CalculatorPath = (typeof calculators)[number][0];
