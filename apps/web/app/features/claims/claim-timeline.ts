// What a step on a claim's timeline says. The server notes a documents upload as the contract's own words for it
// (`claimMessages.documentsAdded`) followed by the checklist items' codes, the same on every row old and new
// (apps/api/src/modules/claims/claim-documents.ts); that step moves nothing, so it is titled as an upload, not as
// the claim's state again, and its items are named in the page's language. Any other note is the customer's or
// the adviser's own text, shown as written.
import { CLAIM_DOCUMENTS, claimMessages } from '@bimasetu/contract';

const ITEMS: ReadonlySet<string> = new Set(Object.values(CLAIM_DOCUMENTS).flat());
const DOCUMENTS_ADDED = `${claimMessages.documentsAdded}: `;

export type TimelineStep = { kind: 'documents'; items: string[] } | { kind: 'step'; note: string };

/** A timeline note read as a documents upload (its item codes) or as a step with its own note. */
export function readTimelineNote(note: string): TimelineStep {
  if (note.startsWith(DOCUMENTS_ADDED)) {
    const items = note
      .slice(DOCUMENTS_ADDED.length)
      .split(',')
      .map((item) => item.trim());
    if (items.length > 0 && items.every((item) => ITEMS.has(item))) return { kind: 'documents', items };
  }
  return { kind: 'step', note };
}
