import { describe, expect, it } from 'vitest';
import { startOfIstDay } from './clock-dates.ts';
import { grievanceDeadlines, grievanceStepRefusal, grievanceStepsOpen } from './grievance-steps.ts';

const ist = (local: string) => new Date(`${local}+05:30`);
const sent = ist('2026-03-01T11:00:00');
const LAKH = 100_000;

describe('grievanceStepRefusal', () => {
  it('sends a grievance once, and nothing climbs before it is sent', () => {
    expect(grievanceStepsOpen({}, LAKH, sent)).toEqual(['sent-to-insurer']);
    expect(grievanceStepRefusal('sent-to-insurer', { 'sent-to-insurer': sent }, LAKH, sent)).toBe(
      'already-recorded',
    );
    expect(grievanceStepRefusal('insurer-replied', {}, LAKH, sent)).toBe('not-sent');
    expect(grievanceStepRefusal('escalated-to-bima-bharosa', {}, LAKH, sent)).toBe('not-sent');
  });

  it('offers Bima Bharosa after the 14th day ends unanswered: refused on day 14, open on day 15', () => {
    const recorded = { 'sent-to-insurer': sent };
    expect(
      grievanceStepRefusal('escalated-to-bima-bharosa', recorded, LAKH, ist('2026-03-15T23:59:59')),
    ).toBe('not-open-yet');
    expect(
      grievanceStepRefusal('escalated-to-bima-bharosa', recorded, LAKH, ist('2026-03-16T00:00:00')),
    ).toBeUndefined();
  });

  it('takes the insurer’s reply dated between sending and today, and opens Bima Bharosa at once', () => {
    const recorded = { 'sent-to-insurer': sent };
    const now = ist('2026-03-05T12:00:00');
    const refusal = (day: string) =>
      grievanceStepRefusal('insurer-replied', recorded, LAKH, now, startOfIstDay(day));
    expect(refusal('2026-02-28')).toBe('reply-before-sending');
    expect(refusal('2026-03-06')).toBe('reply-in-future');
    expect(refusal('2026-03-01')).toBeUndefined();
    expect(refusal('2026-03-05')).toBeUndefined();
    const replied = { ...recorded, 'insurer-replied': startOfIstDay('2026-03-04') };
    expect(grievanceStepsOpen(replied, LAKH, now)).toEqual([
      'escalated-to-bima-bharosa',
      'ombudsman-complaint',
    ]);
  });

  it('takes an Ombudsman complaint until the end of the same date a calendar year after the reply, across 29 February', () => {
    const replied = { 'sent-to-insurer': sent, 'insurer-replied': startOfIstDay('2027-03-01') };
    expect(
      grievanceStepRefusal('ombudsman-complaint', replied, LAKH, ist('2028-03-01T23:59:59')),
    ).toBeUndefined();
    expect(grievanceStepRefusal('ombudsman-complaint', replied, LAKH, ist('2028-03-02T00:00:00'))).toBe(
      'window-closed',
    );
    const leapReply = { 'sent-to-insurer': sent, 'insurer-replied': startOfIstDay('2028-02-29') };
    expect(grievanceDeadlines(leapReply, LAKH).ombudsman?.dueAt.getTime()).toBe(
      ist('2029-02-28T23:59:59.999').getTime(),
    );
  });

  it('waits a month for an unanswered grievance before the Ombudsman, and bars claims above ₹50 lakh', () => {
    const recorded = { 'sent-to-insurer': sent };
    expect(grievanceStepRefusal('ombudsman-complaint', recorded, LAKH, ist('2026-04-01T23:59:59'))).toBe(
      'not-open-yet',
    );
    expect(
      grievanceStepRefusal('ombudsman-complaint', recorded, LAKH, ist('2026-04-02T00:00:00')),
    ).toBeUndefined();
    expect(
      grievanceStepRefusal('ombudsman-complaint', recorded, 50 * LAKH, ist('2026-04-02T00:00:00')),
    ).toBeUndefined();
    expect(
      grievanceStepRefusal('ombudsman-complaint', recorded, 50 * LAKH + 1, ist('2026-04-02T00:00:00')),
    ).toBe('over-ombudsman-limit');
  });
});

describe('grievanceDeadlines', () => {
  it('runs the insurer’s 14 days from sending, met by its reply, and no Ombudsman deadline above the limit', () => {
    expect(grievanceDeadlines({}, LAKH)).toEqual({});
    const open = grievanceDeadlines({ 'sent-to-insurer': sent }, LAKH);
    expect(open.insurer).toMatchObject({ clock: 'grievanceResolution', startedAt: sent });
    expect(open.insurer?.dueAt.getTime()).toBe(ist('2026-03-15T23:59:59.999').getTime());
    expect(open.insurer?.metAt).toBeUndefined();
    expect(open.ombudsman?.startedAt.getTime()).toBe(ist('2026-04-01T23:59:59.999').getTime());
    expect(open.ombudsman?.dueAt.getTime()).toBe(ist('2027-04-01T23:59:59.999').getTime());
    const reply = startOfIstDay('2026-03-10');
    const replied = grievanceDeadlines({ 'sent-to-insurer': sent, 'insurer-replied': reply }, LAKH);
    expect(replied.insurer?.metAt).toEqual(reply);
    expect(replied.ombudsman?.startedAt).toEqual(reply);
    expect(grievanceDeadlines({ 'sent-to-insurer': sent }, 60 * LAKH)).toEqual({ insurer: open.insurer });
  });
});
