// The console's FAQ screen and dialog words. The console stays in English (docs/decisions.md), so these are one
// plain object, not a `defineWords` pair.
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@bimasetu/contract';

export const faqConsoleWords = {
  title: 'FAQs',
  description: 'Questions shown on the public FAQ page, in this order, in English and in Hindi.',
  add: 'Add FAQ',
  none: 'There are no FAQs yet.',
  labels: {
    question: 'Question',
    answer: 'Answer',
    questionHi: 'Question in Hindi',
    answerHi: 'Answer in Hindi',
    priority: 'Priority',
  },
  englishHeading: 'English',
  hindiHeading: 'Hindi (optional)',
  hindiHint: `Write both or neither, in Devanagari. Without them the Hindi FAQ page shows this FAQ in English. At most ${FAQ_QUESTION_MAX} characters for the question and ${FAQ_ANSWER_MAX.toLocaleString('en-IN')} for the answer, as in English.`,
  priorityHint: 'Lower numbers come first on the FAQ page.',
  addTitle: 'Add an FAQ',
  editTitle: 'Edit FAQ',
  save: 'Save FAQ',
  noHindi: 'No Hindi yet',
  hasHindi: 'Hindi',
  missingHindi: (count: number) =>
    count === 1
      ? '1 FAQ has no Hindi yet: the Hindi FAQ page shows it in English.'
      : `${count} FAQs have no Hindi yet: the Hindi FAQ page shows them in English.`,
  allHindi: 'Every FAQ has its Hindi.',
  onlyMissing: 'Show only FAQs without Hindi',
  priority: (value: number) => `Priority ${value}`,
  moveUp: (question: string) => `Move “${question}” up`,
  moveDown: (question: string) => `Move “${question}” down`,
  edit: 'Edit',
  editLabel: (question: string) => `Edit “${question}”`,
  remove: 'Delete',
  removeLabel: (question: string) => `Delete “${question}”`,
  removeTitle: 'Delete this FAQ?',
  removeDescription: (question: string) => `“${question}” will no longer appear on the FAQ page.`,
  orderSaved: 'New order saved.',
  added: 'FAQ added.',
  saved: 'FAQ saved.',
  deleted: 'FAQ deleted.',
};
