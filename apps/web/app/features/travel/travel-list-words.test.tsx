import { TRAVEL_RATE_VERSION } from '@bimasetu/contract/rating';
// The travel list in Hindi: the trip said in Hindi from the engine's facts, the cards and the filter dialog in
// Hindi, the spec's "no plans" message said in Hindi, and links that stay Hindi where a Hindi page exists.
import { travelMessages, type TravelLead } from '@bimasetu/contract';
import { travelTripWords } from '@bimasetu/contract/rating';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { LocaleContext, loadedWords, type WordBook } from '~/lib/words';
import { preloadTravelFilters, TravelPlanListPage } from './travel-plan-list';
import { saveTrip } from './trip-storage';

// the filter modal's code loads on first open in the browser; here it is ready before the first click
await preloadTravelFilters();

const en = loadedWords('en').travelList as WordBook['travelList'];
const hi = loadedWords('hi').travelList as WordBook['travelList'];

const trip: TravelLead = {
  destinations: ['Japan'],
  startDate: '2030-03-01',
  endDate: '2030-03-12',
  travellerAges: ['30', '65'],
  hasPreExistingCondition: false,
  travellersWithCondition: [],
};

function renderHindi() {
  return renderScreen(
    <LocaleContext.Provider value="hi">
      <TravelPlanListPage />
    </LocaleContext.Provider>,
    '/hi/travel-insurance-plan',
  );
}

afterEach(() => sessionStorage.clear());

describe('travel list words', () => {
  it("says the engine's trip words in English, and the same trip in Hindi", () => {
    const priced = { days: 12, region: 'asia' as const, ages: [30, 65] };
    expect(en.pricedFor(travelTripWords(priced), 2, '30, 65', 12, en.regions.asia)).toBe(
      'Prices for 2 travellers aged 30 and 65, 12 days, Asia.',
    );
    expect(hi.pricedFor(travelTripWords(priced), 2, '30, 65', 12, hi.regions.asia)).toBe(
      '2 यात्री (उम्र 30 और 65), 12 दिन, एशिया: इस यात्रा के दाम।',
    );
  });

  it('says the prices carry no GST since 22/09/2025 (individual travel cover is exempt), in English and Hindi', () => {
    expect(en.estimate(false)).toMatch(
      /^No GST: travel insurance for yourself or your family has been exempt from GST since 22\/09\/2025 \(it was 18% before\)\./,
    );
    expect(en.estimate(true)).toMatch(/^Premiums include GST at 18%\./);
    expect(hi.estimate(false)).toMatch(/^कोई GST नहीं: 22\/09\/2025 से/);
    saveTrip(trip);
    renderHindi();
    expect(screen.getByText(hi.estimate(false))).toBeInTheDocument();
    expect(screen.queryByText(/18% GST शामिल/)).toBeNull();
  });

  it('says where every premium comes from: the listed quote scaled by the named rate table', () => {
    saveTrip(trip);
    renderHindi();
    expect(screen.getByTestId('travel-basis')).toHaveTextContent(hi.basis(TRAVEL_RATE_VERSION));
    expect(en.basis(TRAVEL_RATE_VERSION)).toMatch(
      /our rate table travel-\d{4}-\d{2}, which follow insurers' published/,
    );
  });

  it('shows the list in Hindi for the stored trip; Edit trip stays Hindi, Proceed opens the Hindi booking', () => {
    saveTrip(trip);
    const { router } = renderHindi();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ट्रैवल इंश्योरेंस प्लान');
    expect(screen.getByTestId('priced-for')).toHaveTextContent('2 यात्री (उम्र 30 और 65), 12 दिन, एशिया');
    const tripLine = screen.getByRole('region', { name: 'आपकी यात्रा' });
    expect(tripLine).toHaveTextContent('01/03/2030 से 12/03/2030 तक · 2 यात्री (उम्र 30, 65)');
    expect(within(tripLine).getByRole('link', { name: 'यात्रा बदलें' })).toHaveAttribute(
      'href',
      '/hi/travel-insurance',
    );
    const card = screen.getAllByRole('article')[0]!;
    expect(card).toHaveTextContent('2 यात्रियों के लिए');
    expect(within(card).getByText('मेडिकल')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: /के साथ आगे बढ़ें$/ }));
    expect(router.state.location.pathname).toBe('/hi/travel-insurance-booking');
    expect(router.state.location.search).toMatch(/^\?plan=/);
  });

  it("says the spec's no-plans message in Hindi and filters in a Hindi dialog", () => {
    renderHindi();
    const search = screen.getByRole('searchbox', { name: 'बीमा कंपनी या प्लान के नाम से प्लान खोजें' });
    fireEvent.change(search, { target: { value: 'no such insurer' } });
    expect(screen.getByText(hi.messages[travelMessages.noPlans])).toBeInTheDocument();
    expect(screen.queryByText(travelMessages.noPlans)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'खोज और फ़िल्टर हटाएँ' }));
    const cards = screen.getAllByRole('article').length;
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    const dialog = screen.getByRole('dialog', { name: 'प्लान फ़िल्टर करें' });
    // dollars grouped in thousands, as the cards write them, in Hindi too
    fireEvent.click(within(dialog).getByRole('radio', { name: '$500,000 और उससे ज़्यादा' }));
    expect(within(dialog).queryByText(/\$\d{1,2},\d{2},\d{3}/)).toBeNull();
    expect(screen.getByRole('tab', { name: /मेडिकल कवर/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'लागू करें' }));
    expect(cards).toBe(6);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'फ़िल्टर 1' })).toBeInTheDocument();
  });
});
