// What a quote states (its facts, `QuoteFact` in the contract) in Hindi, one word function per fact code, for the
// screens that show a quote after the lists (the application's summary, a tracked request) and the home list.
// Each line's facts have their words in its own folder (features/<line>/lib/<line>-fact-words.hi.ts), collected
// here: a new line adds its words file and one line in LINE_FACTS_HI. Names (makers, models) stay as written.
// Glossary: docs/hindi-glossary.md.
import { CHILD_FACTS_HI } from '~/features/child-savings/lib/child-fact-words.hi';
import { EMPLOYEE_FACTS_HI } from '~/features/employee/lib/employee-fact-words.hi';
import { HEALTH_FACTS_HI } from '~/features/health/lib/health-fact-words.hi';
import { HOME_FACTS_HI } from '~/features/home-insurance/lib/home-fact-words.hi';
import { MOTOR_FACTS_HI } from '~/features/motor/lib/motor-fact-words.hi';
import { TERM_FACTS_HI } from '~/features/term/lib/term-fact-words.hi';
import { TRAVEL_FACTS_HI } from '~/features/travel/lib/travel-fact-words.hi';
import { sayWith, type FactWords, type SayFact } from './fact-words';

/** Each line's facts' words, from its own folder. */
const LINE_FACTS_HI = {
  ...TERM_FACTS_HI,
  ...TRAVEL_FACTS_HI,
  ...EMPLOYEE_FACTS_HI,
  ...HEALTH_FACTS_HI,
  ...MOTOR_FACTS_HI,
  ...CHILD_FACTS_HI,
  ...HOME_FACTS_HI,
};

export const FACT_WORDS_HI: FactWords = {
  'list-choices': () => 'प्रीमियम प्लान की सूची में चुने गए विकल्पों पर है, जैसा कार्ड पर दिखा था।',
  ...LINE_FACTS_HI,
};

export const sayFact: SayFact = sayWith(FACT_WORDS_HI);
