// The words of every dialog's frame (its X button) in English (Hindi: dialog-words.hi.ts). They load with the
// dialog's code the first time a dialog opens (ui/dialog.tsx), in the page's language, so no page carries them
// before then.
import { defineWords, type Wordy } from '~/lib/words';

const dialogWords = {
  close: 'Close',
};

export type DialogWords = Wordy<typeof dialogWords>;

declare module '~/lib/words' {
  interface WordBook {
    dialog: DialogWords;
  }
}

export default defineWords('en', 'dialog', dialogWords);
