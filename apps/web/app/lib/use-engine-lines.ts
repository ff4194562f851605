// The rating engines' sentences about a quote in the page's language, for the screens that show a quote after the
// lists (the application's quote summary, a tracked request's detail). English shows them as written, at once; a
// Hindi page loads their sayings (engine-said.hi.ts) the first time one is shown, and has none until then.
import { useQuery } from '@tanstack/react-query';
import { useLocale } from './words';

const asWritten = (line: string) => line;

export function useEngineLines(): ((line: string) => string) | undefined {
  const hindi = useLocale() === 'hi';
  const loaded = useQuery({
    queryKey: ['engine-said', 'hi'],
    queryFn: async () => (await import('./engine-said.hi')).engineLineHi,
    staleTime: Infinity,
    enabled: hindi,
  });
  return hindi ? loaded.data : asWritten;
}
