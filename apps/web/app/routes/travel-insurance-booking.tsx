import '~/words/en';
import '~/features/travel/booking-words';
import { TravelBookingPage } from '~/features/travel/travel-booking';
import '~/ui/phone-check-words';
import '~/ui/consent-words';

export default function Screen() {
  return <TravelBookingPage />;
}
