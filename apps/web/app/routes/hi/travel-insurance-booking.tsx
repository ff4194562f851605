import '~/words/hi';
import '~/features/travel/booking-words.hi';
import '~/ui/phone-check-words.hi';
import '~/ui/consent-words.hi';
import { TravelBookingPage } from '~/features/travel/travel-booking';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/travel-insurance-booking';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'ट्रैवल इंश्योरेंस बुकिंग | BimaSetu' },
    { name: 'description', content: 'आपने जो ट्रैवल प्लान चुना है, उसे बुक करें।' },
  ]);
}

export default function Screen() {
  return <TravelBookingPage />;
}
