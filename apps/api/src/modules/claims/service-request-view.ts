import {
  SERVICE_REQUEST_TRANSITIONS,
  serviceRequestClock,
  type ServiceRequestKind,
  type ServiceRequestState,
} from '@bimasetu/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clockAnswer } from './case-clock.ts';
import { caseEvents, policiesById } from './claims.repository.ts';
import type { ServiceRequestTable } from './claims.table.ts';

export type ServiceRequestRow = Selectable<ServiceRequestTable>;

export async function serviceRequestViews(db: Kysely<Database>, rows: ServiceRequestRow[], now: Date) {
  const ids = rows.map((row) => row.id);
  const events = await caseEvents(db, 'service-request', ids);
  const policies = await policiesById(
    db,
    rows.map((row) => row.policy_id),
  );
  return rows.map((row) => {
    const kind = row.kind as ServiceRequestKind;
    const state = row.state as ServiceRequestState;
    const requestedAt = new Date(row.created_at);
    const closedAt = row.closed_at ? new Date(row.closed_at) : undefined;
    const clock = serviceRequestClock(kind, requestedAt, closedAt, now);
    return {
      id: row.id,
      policyId: row.policy_id,
      policyNumber: policies.get(row.policy_id)?.policy_number ?? '',
      kind,
      state,
      details: row.details,
      clock: clockAnswer(
        clock.id,
        requestedAt,
        clock.reading,
        clock.closedInTime === undefined ? undefined : { inTime: clock.closedInTime },
      ),
      timeline: events
        .filter((event) => event.subject_id === row.id)
        .map((event) => ({
          state: event.state,
          note: event.note,
          at: event.at,
          by: event.by as 'you' | 'nominee' | 'adviser',
        })),
      next: [...SERVICE_REQUEST_TRANSITIONS[state]],
    };
  });
}
