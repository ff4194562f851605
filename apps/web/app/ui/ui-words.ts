// The words of the form pieces every screen may use (the mobile field) in English (Hindi: ui-words.hi.ts),
// registered for every page by words/en.ts. The plan lists' shared pieces have theirs in list-words.ts.
import { defineWords, type Wordy } from '~/lib/words';

const uiWords = {
  mobile: 'Mobile number',
  select: 'Select',
  // the search box's suggestions (ui/search-combobox.tsx) and an insurer's monogram (ui/insurer-badge.tsx)
  suggestions: 'Suggestions',
  logo: (name: string) => `${name} logo`,
};

export type UiWords = Wordy<typeof uiWords>;

declare module '~/lib/words' {
  interface WordBook {
    ui: UiWords;
  }
}

defineWords('en', 'ui', uiWords);
