// The words of the form pieces every screen may use (the mobile field) in English (Hindi: ui-words.hi.ts),
// loaded for every page by root.tsx (SHELL_WORDS). The plan lists' shared pieces have theirs in list-words.ts.
import { groupThousands } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';

const uiWords = {
  mobile: 'Mobile number',
  // a call that did not reach the server, or found its records away (503): lib/api-client.ts says it for every screen
  unreachable: 'We could not reach our records just now. Please try again in a minute.',
  // letters typed into the mobile field (a vehicle number in the wrong box, say) are left out: it says so
  mobileLettersLeftOut:
    'A mobile number has only digits, so the letters you typed were left out. Is this the right box?',
  // a number typed or pasted with another country's code (ui/mobile-field.tsx) is not kept
  mobileForeign: 'We can take only an Indian mobile number (+91) here, so that number was not kept.',
  select: 'Select',
  // the search box's suggestions (ui/search-combobox.tsx) and an insurer's monogram (ui/insurer-badge.tsx)
  suggestions: 'Suggestions',
  logo: (name: string) => `${name} logo`,
  // the plan lists' explanations of their prices (ui/price-explainer.tsx)
  howPriced: 'How these prices are worked out',
  // a phone's button for a plan list's folded panel (ui/phone-disclosure.tsx's PhonePanelHeader)
  change: 'Change',
  // the counted text boxes (ui/counted-text-area.tsx)
  charactersUsed: (used: number, max: number) =>
    `${groupThousands(used)} of ${groupThousands(max)} characters`,
  charactersOver: (over: number, max: number) =>
    `${over === 1 ? '1 character' : `${groupThousands(over)} characters`} too many: shorten it to ${groupThousands(max)} to send`,
};

export type UiWords = Wordy<typeof uiWords>;

declare module '~/lib/words' {
  interface WordBook {
    ui: UiWords;
  }
}

export default defineWords('en', 'ui', uiWords);
