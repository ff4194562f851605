// The one way a screen holds its words in each language (docs/decisions.md, "Hindi").
//
// Each feature writes its English words once (`<feature>-words.ts`), declares their shape in `WordBook`, and
// writes the Hindi ones beside them (`<feature>-words.hi.ts`), typed by that shape, so a Hindi words object
// missing a key (or with one the English lacks) fails typecheck. A words module registers itself with
// `defineWords` when it is imported; the route module of each language imports its own language's modules, so
// a page's JavaScript carries only its own language's words. Components read them with `useWords(key)`.
import { createContext, useContext } from 'react';

export type Locale = 'en' | 'hi';

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

const books: Record<Locale, Partial<WordBook>> = { en: {}, hi: {} };

/** Registers a feature's words for a language (called at the top level of its words module). */
export function defineWords<K extends keyof WordBook>(
  locale: Locale,
  key: K,
  words: WordBook[K],
): WordBook[K] {
  books[locale][key] = words;
  return words;
}

/** The language of the page: given by the root from the address (`/hi/…` is Hindi), English elsewhere. */
/** A list of a data field's English values, each as its own words: the English side of a Hindi map. */
export const sameWords = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<T, string>;

export const LocaleContext = createContext<Locale>('en');

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The words of `key` in the page's language. A page whose route module forgot to import them fails loudly. */
export function useWords<K extends keyof WordBook>(key: K): WordBook[K] {
  const locale = useLocale();
  const words = books[locale][key];
  if (words === undefined) {
    throw new Error(`The ${locale} words "${key}" are not loaded: import them in the route module.`);
  }
  return words;
}

/** The words registered so far (the completeness test compares every language's keys). */
export function registeredWords(locale: Locale): Partial<WordBook> {
  return books[locale];
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
