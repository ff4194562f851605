// What a quote states, in the page's language, for the screens that show a quote after the lists (the
// application's quote summary, a tracked request's detail): its facts said by each language's words
// (quote-fact-words*.ts). A page loads its language's words the first time one is shown (so a screen that may show
// a quote does not carry every engine's English), and has none until then. A record kept before its engine stated
// facts has only its English sentences, which the screens show as written.
import { useQuery } from '@tanstack/react-query';
import type { SayFact } from './fact-words';
import { useLocale } from './words';

export interface QuoteSayer {
  fact: SayFact;
}

const SAYERS = {
  en: async (): Promise<QuoteSayer> => ({ fact: (await import('./quote-fact-words')).sayFact }),
  hi: async (): Promise<QuoteSayer> => ({ fact: (await import('./quote-fact-words.hi')).sayFact }),
} as const;

export function useEngineLines(): QuoteSayer | undefined {
  const locale = useLocale();
  return useQuery({ queryKey: ['quote-fact-words', locale], queryFn: SAYERS[locale], staleTime: Infinity })
    .data;
}
