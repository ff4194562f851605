// The one way a screen holds its words in each language (docs/decisions.md, "Hindi").
//
// Each feature writes its English words once (`<feature>-words.ts`), declares their shape in `WordBook`, and
// writes the Hindi ones beside them (`<feature>-words.hi.ts`), typed by that shape, so a Hindi words object
// missing a key (or with one the English lacks) fails typecheck. Each words module's default export is its words;
// importing one registers nothing. The tables in `app/words/en.ts` and `app/words/hi.ts` name every feature's
// module per language (a feature missing from either fails typecheck), and a page loads the words its route names
// (`pageWords` in the route's `handle`) in its language before it renders (root.tsx, app/words/load.ts), so its
// JavaScript carries only its own language's words. Components read them with `useWords(key)`.
import { createContext, useContext } from 'react';

import type { Locale } from './locale-paths';

export type { Locale };

/** A words shape with its literal texts widened to string, so another language can fill it. */
export type Wordy<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Wordy<R>
    : T extends object
      ? { [K in keyof T]: Wordy<T[K]> }
      : T;

/** Each feature adds its words' shape: `declare module '~/lib/words' { interface WordBook { home: HomeWords } }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WordBook {}

export type WordKey = keyof WordBook;

/** One language's words modules, one per feature: the table in app/words/<locale>.ts. */
export type WordsTable = { [K in WordKey]: () => Promise<{ default: WordBook[K] }> };

/** Where to find words in each language: the app's tables, or a part's own for the words it loads late. */
export type WordSources = Record<Locale, Partial<WordsTable>>;

/**
 * Types a words module's words as the `key` words of `locale` (its default export): a Hindi object must have the
 * English shape. It registers nothing; the language's table in app/words/ is what finds the module.
 */
export function defineWords<K extends WordKey>(_locale: Locale, _key: K, words: WordBook[K]): WordBook[K] {
  return words;
}

/** The words every page shows (the nav bar, the footer, the language switch, the error pages, shared parts). */
export const SHELL_WORDS: readonly WordKey[] = ['layout', 'ui'];

/** What a route module exports as its `handle`: the features whose words its screen reads. */
export interface PageWords {
  words: readonly WordKey[];
}

/** A route's `handle`: `export const handle = pageWords('lists', 'termList')`. */
export const pageWords = (...words: WordKey[]): PageWords => ({ words });

const loaded: Record<Locale, Partial<WordBook>> = { en: {}, hi: {} };
const loading = new Map<string, Promise<void>>();

/**
 * Loads the words of `keys` in `locale` from `sources`: undefined when all are loaded already, else one promise per
 * set of keys (the same one each time it is asked, so the root can suspend on it while it renders).
 */
export function loadWords(
  sources: WordSources,
  locale: Locale,
  keys: readonly WordKey[],
): Promise<void> | undefined {
  const missing = [...new Set(keys)].filter((key) => loaded[locale][key] === undefined).sort();
  if (missing.length === 0) return undefined;
  const id = `${locale}:${missing.join(',')}`;
  let promise = loading.get(id);
  if (promise === undefined) {
    const load = async (key: WordKey) => {
      const source = sources[locale][key];
      if (source === undefined) throw new Error(`No ${locale} words "${key}" to load`);
      const module = await source();
      (loaded[locale] as Record<WordKey, unknown>)[key] = module.default;
    };
    promise = Promise.all(missing.map(load)).then(
      () => undefined,
      (error: unknown) => {
        loading.delete(id); // a later render may try again
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** A part's own words in each language, for `loadWords` (the footer's details, a dialog's body). */
export function ownWords<K extends WordKey>(
  key: K,
  en: () => Promise<{ default: WordBook[K] }>,
  hi: () => Promise<{ default: WordBook[K] }>,
): WordSources {
  return { en: { [key]: en }, hi: { [key]: hi } } as WordSources;
}

/** The words loaded so far (in the component tests, every feature's: app/words/load.ts `loadAllWords`). */
export function loadedWords(locale: Locale): Partial<WordBook> {
  return loaded[locale];
}

/** A list of a data field's English values, each as its own words: the English side of a Hindi map. */
export const sameWords = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<T, string>;

/** The language of the page: given by the root from the address (`/hi/…` is Hindi), English elsewhere. */
export const LocaleContext = createContext<Locale>('en');

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The words of `key` in the page's language. A page whose route does not name them fails loudly. */
export function useWords<K extends WordKey>(key: K): WordBook[K] {
  const locale = useLocale();
  const words = loaded[locale][key];
  if (words === undefined) {
    throw new Error(
      `The ${locale} words "${key}" are not loaded: name them in the route's pageWords handle.`,
    );
  }
  return words;
}

/**
 * A contract message in the page's language: the message's English text is its stable code, looked up in a
 * screen's `messages` words; a message not (yet) translated is shown as it is.
 */
export function sayIn(messages: object): Say {
  const table = messages as Record<string, string>;
  return ((text: string | undefined) => (text === undefined ? undefined : (table[text] ?? text))) as Say;
}

interface Say {
  (text: string): string;
  (text: string | undefined): string | undefined;
}

/** Every message of a form's errors, said in the page's language (see `sayIn`). */
export function saidErrors<E extends Partial<Record<string, string>>>(errors: E, messages: object): E {
  const say = sayIn(messages);
  return Object.fromEntries(Object.entries(errors).map(([key, text]) => [key, say(text)])) as E;
}
