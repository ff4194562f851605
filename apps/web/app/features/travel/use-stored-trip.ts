import type { TravelLead } from '@bimasetu/contract';
import { useMemo } from 'react';
import { useInBrowser } from '~/lib/use-in-browser';
import { parseTrip, readTripText } from './trip-storage';

/** The stored trip once the page runs in the browser (prerendered HTML has none); `ready` turns true then. */
export function useStoredTrip(): { trip: TravelLead | null; ready: boolean } {
  // the raw text; undefined while prerendering or hydrating
  const text = useInBrowser() ? readTripText() : undefined;
  return useMemo(
    () => ({ trip: text === undefined ? null : parseTrip(text), ready: text !== undefined }),
    [text],
  );
}
