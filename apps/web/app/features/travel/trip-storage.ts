// The trip travels from the form to the plan list and the booking in sessionStorage, so a reload keeps it
// and nothing about the visitor stays once the tab is closed.
import type { TravelLead } from '@bimasetu/contract';

const TRIP_KEY = 'bimasetu.travel.trip';

export function saveTrip(trip: TravelLead): void {
  try {
    sessionStorage.setItem(TRIP_KEY, JSON.stringify(trip));
  } catch {
    // private mode or full storage: the list still works, the booking asks for the trip again
  }
}

function isTrip(value: unknown): value is TravelLead {
  if (!value || typeof value !== 'object') return false;
  const trip = value as Partial<TravelLead>;
  return (
    Array.isArray(trip.destinations) &&
    Array.isArray(trip.travellerAges) &&
    trip.travellerAges.length > 0 &&
    typeof trip.startDate === 'string' &&
    typeof trip.endDate === 'string'
  );
}

/** The stored text, or null when there is none (or storage is unavailable). */
export function readTripText(): string | null {
  try {
    return sessionStorage.getItem(TRIP_KEY);
  } catch {
    return null;
  }
}

export function parseTrip(text: string | null): TravelLead | null {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return isTrip(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function loadTrip(): TravelLead | null {
  return parseTrip(readTripText());
}
