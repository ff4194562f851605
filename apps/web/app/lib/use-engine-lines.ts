// What a quote states, in the page's language, for the screens that show a quote after the lists (the
// application's quote summary, a tracked request's detail): its facts said by each language's words
// (quote-fact-words*.ts), and the English sentences of the engines still to move to facts (health, motor, child
// savings) as written in English or read by engine-said.hi.ts in Hindi. A page loads its language's words the first
// time one is shown (so a screen that may show a quote does not carry every engine's English), and has none until then.
import type { QuoteFact } from '@bimasetu/contract/rating';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from './words';

export interface QuoteSayer {
  fact: (fact: QuoteFact) => string;
  line: (line: string) => string;
}

const SAYERS = {
  en: async (): Promise<QuoteSayer> => ({
    fact: (await import('./quote-fact-words')).sayFact,
    line: (line) => line,
  }),
  hi: async (): Promise<QuoteSayer> => {
    const [facts, lines] = await Promise.all([import('./quote-fact-words.hi'), import('./engine-said.hi')]);
    return { fact: facts.sayFact, line: lines.engineLineHi };
  },
} as const;

export function useEngineLines(): QuoteSayer | undefined {
  const locale = useLocale();
  return useQuery({ queryKey: ['engine-said', locale], queryFn: SAYERS[locale], staleTime: Infinity }).data;
}
