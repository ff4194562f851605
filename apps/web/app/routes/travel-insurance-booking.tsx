import { TravelBookingPage } from '~/features/travel/travel-booking';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('travelBooking', 'phoneCheck', 'consent');

export const meta = screenMeta({
  hi: [
    { title: 'ट्रैवल इंश्योरेंस बुकिंग | BimaSetu' },
    { name: 'description', content: 'आपने जो ट्रैवल प्लान चुना है, उसे बुक करें।' },
  ],
});

export default function Screen() {
  return <TravelBookingPage />;
}
