// What a quote states, in the page's language, for the screens that show a quote after the lists (the
// application's quote summary, a tracked request's detail): its facts said by each language's words
// (quote-fact-words*.ts), and the English sentences of the engines still to move to facts (health, motor, child
// savings) as written in English or read by engine-said.hi.ts in Hindi. A Hindi page loads its words the first time
// one is shown, and has none until then.
import type { QuoteFact } from '@bimasetu/contract/rating';
import { useQuery } from '@tanstack/react-query';
import { sayFact } from './quote-fact-words';
import { useLocale } from './words';

export interface QuoteSayer {
  fact: (fact: QuoteFact) => string;
  line: (line: string) => string;
}

const ENGLISH: QuoteSayer = { fact: sayFact, line: (line) => line };

export function useEngineLines(): QuoteSayer | undefined {
  const hindi = useLocale() === 'hi';
  const loaded = useQuery({
    queryKey: ['engine-said', 'hi'],
    queryFn: async (): Promise<QuoteSayer> => {
      const [facts, lines] = await Promise.all([import('./quote-fact-words.hi'), import('./engine-said.hi')]);
      return { fact: facts.sayFact, line: lines.engineLineHi };
    },
    staleTime: Infinity,
    enabled: hindi,
  });
  return hindi ? loaded.data : ENGLISH;
}
