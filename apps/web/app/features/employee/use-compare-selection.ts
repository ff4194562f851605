// The compare selection lives in the URL (?compare=a,b), so it survives a reload and Compare Now simply carries it.
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { parseCompareParam } from './employee-compare';
import { EMPLOYEE_PLANS } from './employee-plans';

const noSubscription = () => () => {};

export const COMPARE_PARAM = 'compare';

export function compareQuery(ids: readonly string[]): string {
  return ids.length ? `?${COMPARE_PARAM}=${ids.join(',')}` : '';
}

/** The selected plan ids; empty in the prerendered HTML and until the page runs in the browser. */
export function useCompareSelection(): [string[], (ids: string[]) => void] {
  const [params, setParams] = useSearchParams();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const ids = inBrowser ? parseCompareParam(params.get(COMPARE_PARAM), EMPLOYEE_PLANS) : [];
  const setIds = (next: string[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length) updated.set(COMPARE_PARAM, next.join(','));
        else updated.delete(COMPARE_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [ids, setIds];
}
