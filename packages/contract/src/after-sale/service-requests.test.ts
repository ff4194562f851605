import { describe, expect, it } from 'vitest';
import {
  canMoveServiceRequest,
  canWithdrawServiceRequest,
  SERVICE_REQUEST_CLOSED,
  SERVICE_REQUEST_STATES,
  SERVICE_REQUEST_TRANSITIONS,
  serviceRequestClock,
  serviceRequestKindsFor,
} from './service-requests.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('service requests', () => {
  it('moves requested to sent, acknowledged and done or refused, and never back', () => {
    expect(canMoveServiceRequest('requested', 'sent-to-insurer')).toBe(true);
    expect(canMoveServiceRequest('sent-to-insurer', 'acknowledged')).toBe(true);
    expect(canMoveServiceRequest('acknowledged', 'done')).toBe(true);
    expect(canMoveServiceRequest('acknowledged', 'refused')).toBe(true);
    expect(canMoveServiceRequest('done', 'requested')).toBe(false);
    expect(canMoveServiceRequest('requested', 'done')).toBe(false);
  });

  it('lets the customer withdraw an open request, and only an open one; no adviser move reaches withdrawn', () => {
    expect(SERVICE_REQUEST_CLOSED).toContain('withdrawn');
    expect(SERVICE_REQUEST_TRANSITIONS.withdrawn).toEqual([]);
    for (const from of SERVICE_REQUEST_STATES) {
      expect(canMoveServiceRequest(from, 'withdrawn'), `adviser ${from} → withdrawn`).toBe(false);
      expect(canWithdrawServiceRequest(from), from).toBe(!SERVICE_REQUEST_CLOSED.includes(from));
    }
    expect(SERVICE_REQUEST_STATES.filter(canWithdrawServiceRequest)).toEqual([
      'requested',
      'sent-to-insurer',
      'acknowledged',
    ]);
  });

  it('gives a nominee change 7 days, to midnight India time of the 7th day', () => {
    const asked = ist('2026-06-01T00:05:00');
    expect(
      serviceRequestClock('nominee-change', asked, undefined, ist('2026-06-08T23:59:59')).reading.state,
    ).toBe('near');
    expect(
      serviceRequestClock('nominee-change', asked, undefined, ist('2026-06-09T00:00:00')).reading.state,
    ).toBe('breached');
    expect(
      serviceRequestClock('nominee-change', asked, ist('2026-06-08T18:00:00'), ist('2026-07-01T00:00:00')),
    ).toMatchObject({
      closedInTime: true,
    });
  });

  it('runs a free-look cancellation on the refund clock', () => {
    expect(
      serviceRequestClock(
        'free-look-cancellation',
        ist('2026-06-01T10:00:00'),
        undefined,
        ist('2026-06-01T10:00:00'),
      ).id,
    ).toBe('freeLookRefund');
  });

  it('offers a free-look cancellation up to the last day of free-look, not the day after', () => {
    const kinds = (now: string) => serviceRequestKindsFor('life', '2028-03-02', ist(now));
    expect(kinds('2028-03-02T23:59:59')).toContain('free-look-cancellation');
    expect(kinds('2028-03-03T00:00:00')).not.toContain('free-look-cancellation');
    expect(serviceRequestKindsFor('life', null, ist('2028-03-01T10:00:00'))).not.toContain(
      'free-look-cancellation',
    );
  });

  it('offers the 80D certificate and new members on health only, and no free-look on motor', () => {
    const now = ist('2026-06-05T10:00:00');
    expect(serviceRequestKindsFor('health', '2026-07-01', now)).toEqual(
      expect.arrayContaining(['tax-certificate-80d', 'add-newborn', 'free-look-cancellation']),
    );
    const motor = serviceRequestKindsFor('motor', null, now);
    expect(motor).not.toContain('free-look-cancellation');
    expect(motor).not.toContain('tax-certificate-80d');
  });
});
