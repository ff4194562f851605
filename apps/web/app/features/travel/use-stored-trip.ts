import type { TravelLead } from '@bimasetu/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { parseTrip, readTripText } from './trip-storage';

const noSubscription = () => () => {};

/** The stored trip once the page runs in the browser (prerendered HTML has none); `ready` turns true then. */
export function useStoredTrip(): { trip: TravelLead | null; ready: boolean } {
  // the raw text is a stable snapshot; undefined while prerendering or hydrating
  const text = useSyncExternalStore(noSubscription, readTripText, () => undefined);
  return useMemo(
    () => ({ trip: text === undefined ? null : parseTrip(text), ready: text !== undefined }),
    [text],
  );
}
