// The words of every dialog's frame, in Hindi (glossary: docs/hindi-glossary.md).
import { defineWords } from '~/lib/words';
import type {} from './dialog-words';

export default defineWords('hi', 'dialog', {
  close: 'बंद करें',
});
