// The words of the pieces every plan list and lead form shares (sort note, empty results, disclaimer, city box)
// in English (Hindi: list-words.hi.ts). Imported by the route modules of the pages that show them, so the home
// page does not carry them.
import { defineWords, type Wordy } from '~/lib/words';

const listWords = {
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
  // the Sort & Filter modal and its tabs (ui/filter-modal.tsx, ui/filter-tabs.tsx)
  filterTitle: 'Sort & Filter',
  clearAll: 'Clear all',
  apply: 'Apply',
  filterGroups: 'Filter groups',
  tabSelected: (count: number) => `, ${count} selected`,
  reset: 'Reset',
  // compare (ui/compare-bar.tsx, ui/compare-table.tsx)
  plansToCompare: 'Plans to compare',
  comparison: 'Plan comparison',
  comparisonCaption: 'Selected plans side by side',
  // claim figures (lib/claim-figure-words.ts): the number with its source, or why there is none
  claimNotPublished: 'Not published',
  claimNotForHealthAlone: 'Not published for health alone',
};

export type ListWords = Wordy<typeof listWords>;

declare module '~/lib/words' {
  interface WordBook {
    lists: ListWords;
  }
}

export default defineWords('en', 'lists', listWords);
