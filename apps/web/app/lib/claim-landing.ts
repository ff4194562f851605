// Landing on a claim in My claims from a form elsewhere (the vault's Start a claim), with what the form has to say
// there: carried in the router's location state, since one feature never imports another.

/** The same claim was already open: the claim landed on is that one, and the documents chosen were not sent again. */
export interface AlreadyOpenLanding {
  claimId: number;
  /** Whether the customer had chosen documents (which, so, were not sent). */
  documentsChosen: boolean;
}

/** The location state that says it, for `navigate(to, { state })`. */
export const alreadyOpenState = (landing: AlreadyOpenLanding) => ({ alreadyOpenClaim: landing });

/** What a location state says of an already open claim, or null (any other state, or none). */
export function alreadyOpenOf(state: unknown): AlreadyOpenLanding | null {
  if (typeof state !== 'object' || state === null || !('alreadyOpenClaim' in state)) return null;
  const landing = (state as { alreadyOpenClaim: unknown }).alreadyOpenClaim;
  if (typeof landing !== 'object' || landing === null) return null;
  const { claimId, documentsChosen } = landing as Record<string, unknown>;
  return typeof claimId === 'number' && typeof documentsChosen === 'boolean'
    ? { claimId, documentsChosen }
    : null;
}
