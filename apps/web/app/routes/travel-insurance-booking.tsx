import '~/words/en';
import '~/features/travel/booking-words';
import { TravelBookingPage } from '~/features/travel/travel-booking';

export default function Screen() {
  return <TravelBookingPage />;
}
