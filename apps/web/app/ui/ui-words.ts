// The shared screen pieces' words in English (Hindi: ui-words.hi.ts): the sort note, empty results, the plan
// disclaimer, the mobile and city fields. Registered for every page by words/en.ts.
import { defineWords, type Wordy } from '~/lib/words';

const uiWords = {
  mobile: 'Mobile number',
  city: 'City',
  searchCity: 'Search your city',
  sortNote: (order: string, shown: number, total: number, noun: string) =>
    `Showing ${shown === total ? `all ${total}` : `${shown} of ${total}`} ${noun}, sorted by ${order}. The order follows only this sort; it is not a rating of the plans.`,
  plans: 'plans',
  noMatch: 'No plans match your filters.',
  tryFewer: 'Try fewer filters, or clear them to see every plan again.',
  clearFilters: 'Clear filters',
  disclaimer:
    'Premiums shown are indicative and include GST where stated. The final premium is set by the insurer after reviewing your details. Insurance is the subject matter of solicitation.',
};

export type UiWords = Wordy<typeof uiWords>;

declare module '~/lib/words' {
  interface WordBook {
    ui: UiWords;
  }
}

defineWords('en', 'ui', uiWords);
