// Issue 31.5-7: a trip starts today or later (India time), lasts no longer than the longest rated band, and goes to
// countries of our list (the names people use resolved to them), on the server.
import { bookingQuote } from '@bimasetu/contract';
import { TRAVEL_MAX_DAYS } from '@bimasetu/contract/rating';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { primeBooking } from './support/travel-booking.ts';

const ASHA = '9876500071';
const test = useTestApp();
const { api } = test;
let token = '';
beforeEach(async () => {
  token = await api.login(ASHA);
});

const DAY_MS = 86_400_000;
/** yyyy-mm-dd `days` after `from` (UTC). */
const isoAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** A day well ahead of the real date too, so the browser-side check (real time) never decides these tests. */
const AHEAD = isoAfter(new Date(), 400);

function booking(trip: { destinations: string[]; startDate: string; endDate: string }, totalFor?: string[]) {
  const details = primeBooking({ mobile: ASHA }, trip);
  const priced = bookingQuote({ ...details, destinations: totalFor ?? trip.destinations });
  return { ...details, totalPremium: priced?.total ?? 1 };
}

const book = (details: unknown) =>
  api.call<{ message: string; result: { reference: string } }>('POST', '/api/Insurance/AddLead', {
    token,
    body: { line: 'travel-booking', consent: true, contactPreference: 'Call', details },
  });

const quoteLead = (trip: Record<string, unknown>) =>
  api.call<{ message: string }>('POST', '/api/Insurance/AddLead', {
    body: {
      line: 'travel',
      consent: true,
      contactPreference: 'Call',
      details: {
        travellerAges: ['30'],
        hasPreExistingCondition: false,
        travellersWithCondition: [],
        mobile: ASHA,
        ...trip,
      },
    },
  });

const stored = async () =>
  JSON.parse((await test.db.selectFrom('leads').select('details').executeTakeFirstOrThrow()).details);

describe('a trip that starts in the past', () => {
  it('is refused, as a booking and as a quote', async () => {
    const trip = { destinations: ['Thailand'], startDate: '1985-03-01', endDate: '1985-03-07' };
    const answer = await book(booking(trip));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('details.startDate: Start date cannot be in the past.');
    expect((await quoteLead(trip)).status).toBe(400);
    expect(await test.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });

  it('is judged by the date in India: at 01:30 IST the day before in UTC is already past', async () => {
    // the server's clock to 20:00 UTC the day before AHEAD: 01:30 on AHEAD in India
    const evening = new Date(`${isoAfter(new Date(`${AHEAD}T00:00:00Z`), -1)}T20:00:00Z`);
    test.clock.advance(evening.getTime() - test.clock.now().getTime());
    token = await api.login(ASHA);
    const yesterday = isoAfter(new Date(`${AHEAD}T00:00:00Z`), -1);
    const late = await book(booking({ destinations: ['Thailand'], startDate: yesterday, endDate: AHEAD }));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('details.startDate: Start date cannot be in the past.');
    const today = await book(booking({ destinations: ['Thailand'], startDate: AHEAD, endDate: AHEAD }));
    expect(today.status).toBe(200);
  });
});

describe('a trip longer than the longest rated band', () => {
  it.each([3651, TRAVEL_MAX_DAYS + 1])('of %i days is refused with a clear message', async (days) => {
    const start = new Date(`${AHEAD}T00:00:00Z`);
    const trip = { destinations: ['Thailand'], startDate: AHEAD, endDate: isoAfter(start, days - 1) };
    const answer = await book(booking(trip));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `details.endDate: A trip can be at most ${TRAVEL_MAX_DAYS} days long; for a longer stay, ask us about a long-stay plan.`,
    );
    expect((await quoteLead(trip)).status).toBe(400);
  });

  it(`of exactly ${TRAVEL_MAX_DAYS} days is accepted`, async () => {
    const start = new Date(`${AHEAD}T00:00:00Z`);
    const trip = {
      destinations: ['Thailand'],
      startDate: AHEAD,
      endDate: isoAfter(start, TRAVEL_MAX_DAYS - 1),
    };
    expect((await book(booking(trip))).status).toBe(200);
  });
});

describe('destinations', () => {
  const trip = { startDate: AHEAD, endDate: isoAfter(new Date(`${AHEAD}T00:00:00Z`), 6) };

  it('are resolved to the list’s countries and priced as them', async () => {
    const answer = await quoteLead({ ...trip, destinations: ['USA', 'dubai', 'England'] });
    expect(answer.status).toBe(200);
    const details = await stored();
    expect(details.destinations).toEqual(['United States', 'United Arab Emirates', 'United Kingdom']);
    expect(details.serverQuote.inputs.region).toBe('worldwide-incl-us-canada');
  });

  it('price a booking to "USA" as the United States, never cheaper', async () => {
    const cheap = await book(booking({ ...trip, destinations: ['USA'] }, ['Brazil']));
    expect(cheap.status).toBe(400);
    expect(cheap.body.message).toMatch(/^details\.totalPremium: /);
    const fair = await book(booking({ ...trip, destinations: ['USA'] }, ['United States']));
    expect(fair.status).toBe(200);
    expect((await stored()).destinations).toEqual(['United States']);
  });

  it.each([['Atlantis'], ['Narnia', 'France']])('refuses a place not on the list: %s', async (...places) => {
    const answer = await quoteLead({ ...trip, destinations: places });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `details.destinations.${places.indexOf(places.find((p) => p !== 'France')!)}: ${JSON.stringify(places.find((p) => p !== 'France'))} is not a country we insure travel to; pick one from the list`,
    );
  });
});
