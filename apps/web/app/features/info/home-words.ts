// The home page's words in English (Hindi: home-words.hi.ts).
import { defineWords, type Wordy } from '~/lib/words';

const homeWords = {
  title: 'Insurance made simple for every Indian family',
  lead: 'Compare health, life, vehicle and travel plans from trusted insurers, apply online and get help whenever you need to claim.',
  getQuote: 'Get My Free Quote',
  comparePremiums: 'Compare premiums',
  plansHeading: 'Plans for every need',
  categories: {
    health: ['Health', 'Cashless treatment at network hospitals for you and your family.'],
    life: ['Life', 'Term cover that pays your family a lump sum if you are not there.'],
    vehicle: ['Vehicle', 'Car and two-wheeler cover, from third-party to comprehensive.'],
    travel: ['Travel', 'Medical emergencies, lost baggage and trip delays abroad.'],
    commercial: ['Commercial', 'Group health cover for employees of your business.'],
    home: ['Home', 'Your home and its contents, on the standard Bharat Griha Raksha policy.'],
  } satisfies Record<string, [string, string]>,
  whyHeading: 'Why choose BimaSetu',
  reasons: [
    ['Licensed partners', 'Every plan comes from an IRDAI-approved insurer.'],
    ['100% digital', 'Fast and paperless, from quote to policy document.'],
    ['Expert guidance', 'Advisers who explain the fine print in plain words.'],
    [
      'Prices for you',
      'Premiums worked out from your age and family; we rank no plan as “best”, and say by what we sort.',
    ],
    ['Claim assistance', 'We stay with you from the first call to settlement.'],
  ] as [string, string][],
  coveredHeading: 'What you can be covered for',
  highlights: [
    'Life cover of ₹1 crore and more at a monthly premium you can plan for',
    'Cashless hospital treatment, with pre- and post-hospitalisation costs',
    'Tax benefits under sections 80C and 80D of the Income Tax Act (old tax regime only)',
    'Own-damage and third-party cover for cars and two-wheelers',
    'No-claim bonus carried over when you switch insurers',
  ],
  stepsHeading: 'Covered in three steps',
  steps: [
    ['Choose a plan', 'Compare premiums and benefits side by side.'],
    ['Apply online', 'Fill in one short form; no papers, no branch visits.'],
    [
      'Get covered',
      'Once the insurer issues your policy, it is kept in My policies and we tell you by message and SMS.',
    ],
  ] as [string, string][],
  startPrompt: 'Not sure where to start? Tell us a little about you.',
};

export type HomeWords = Wordy<typeof homeWords>;

declare module '~/lib/words' {
  interface WordBook {
    home: HomeWords;
  }
}

export default defineWords('en', 'home', homeWords);
