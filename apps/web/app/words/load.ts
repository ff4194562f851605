// A page's words from the app's tables (app/words/en.ts and hi.ts): the root loads those its route names before
// it renders; the component tests and the words checks load them all.
import { loadWords, type Locale, type WordKey, type WordSources } from '~/lib/words';
import { englishWords } from './en';
import { hindiWords } from './hi';

export const WORD_TABLES = { en: englishWords, hi: hindiWords } satisfies WordSources;

export const loadPageWords = (locale: Locale, keys: readonly WordKey[]) =>
  loadWords(WORD_TABLES, locale, keys);

/** Every feature's words in both languages. */
export async function loadAllWords(): Promise<void> {
  for (const locale of ['en', 'hi'] as const) {
    await loadPageWords(locale, Object.keys(WORD_TABLES[locale]) as WordKey[]);
  }
}
