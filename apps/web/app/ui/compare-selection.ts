// A compare selection (up to a limit, kept in the URL so it survives a reload) for any plan list.
import { useSearchParams } from 'react-router';
import { useInBrowser } from '~/lib/use-in-browser';

export type CompareToggle = { ids: string[]; refused: boolean };

/** Adds or removes an id; one past the limit is refused and the selection stays as it was. */
export function toggleInSelection(ids: readonly string[], id: string, limit: number): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), refused: false };
  if (ids.length >= limit) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

/** "a,b,c" from the URL: unknown and repeated ids and anything past the limit are dropped. */
export function parseSelection(value: string | null, known: readonly string[], limit: number): string[] {
  if (!value) return [];
  const ids = value.split(',').filter((id, i, all) => known.includes(id) && all.indexOf(id) === i);
  return ids.slice(0, limit);
}

/** The items in the order they were selected. */
export function pickByIds<T>(ids: readonly string[], items: readonly T[], idOf: (item: T) => string): T[] {
  return ids.flatMap((id) => items.filter((item) => idOf(item) === id));
}

/** The selected ids in `?<param>=a,b`; empty in the prerendered HTML and until the page runs in the browser. */
export function useUrlSelection(
  param: string,
  known: readonly string[],
  limit: number,
): [string[], (ids: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const inBrowser = useInBrowser();
  const ids = inBrowser ? parseSelection(params.get(param), known, limit) : [];
  const setIds = (next: string[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length) updated.set(param, next.join(','));
        else updated.delete(param);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [ids, setIds];
}
