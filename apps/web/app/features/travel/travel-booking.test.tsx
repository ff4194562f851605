// The booking page as prerendered (no trip: the frame and the reserved area) and as it fills in the browser.
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { TravelBookingPage } from './travel-booking';
import { TRAVEL_PLANS } from './travel-plans';
import { saveTrip } from './trip-storage';

const plan = TRAVEL_PLANS[0]!;
const path = `/travel-insurance-booking?plan=${plan.id}`;

afterEach(() => sessionStorage.clear());

describe('the travel booking page', () => {
  it('prerenders its heading, steps and reserved area, without the wizard or the no-trip message', () => {
    const router = createMemoryRouter(
      [{ path: '/travel-insurance-booking', element: <TravelBookingPage /> }],
      {
        initialEntries: [path],
      },
    );
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('Book Your Travel Insurance');
    expect(html).toContain('aria-label="Booking steps"');
    expect(html).toContain('Personal details');
    expect(html).toContain('Loading your trip…');
    expect(html).toContain('min-h-svh');
    expect(html).not.toContain('Full name (as on passport)');
    expect(html).not.toContain('Tell us about your trip first');
  });

  it('fills the reserved area with the wizard when the tab holds a trip', async () => {
    saveTrip({
      destinations: ['Japan'],
      startDate: '2030-01-10',
      endDate: '2030-01-20',
      travellerAges: ['40'],
      hasPreExistingCondition: false,
      travellersWithCondition: [],
    });
    renderScreen(<TravelBookingPage />, path);
    expect(
      await screen.findByLabelText(/Full name \(as on passport\)/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal details', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Booking steps' })).toBeInTheDocument();
  });

  it('asks for the trip first when the tab holds none, under the same steps', async () => {
    renderScreen(<TravelBookingPage />, path);
    expect(await screen.findByText(/Tell us about your trip first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter trip details' })).toHaveAttribute(
      'href',
      '/travel-insurance',
    );
    expect(screen.getByRole('list', { name: 'Booking steps' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
