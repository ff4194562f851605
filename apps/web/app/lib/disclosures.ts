// The deployment's regulatory disclosures, read from the server once per visit (GET GetDisclosures). They are
// configuration of the server that runs, not of the build, so prerendered pages ask for them after load; the
// footer keeps their space while they come.
import { apiPaths, type DisclosuresAnswer } from '@bimasetu/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';

let pending: Promise<DisclosuresAnswer> | null = null;

/** One request per visit; a failure is forgotten so the next page tries again. */
export function fetchDisclosures(): Promise<DisclosuresAnswer> {
  pending ??= apiRequest<DisclosuresAnswer>(apiPaths.getDisclosures, { auth: false }).catch(
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Forgets the answer of this visit (tests start each case afresh). */
export function forgetDisclosures(): void {
  pending = null;
}

export type DisclosuresState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: DisclosuresAnswer };

export function useDisclosures(): DisclosuresState {
  const [state, setState] = useState<DisclosuresState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchDisclosures().then(
      (answer) => live && setState({ status: 'ready', answer }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
