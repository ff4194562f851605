import '~/words/en';
import '~/ui/phone-check-words';
import '~/ui/consent-words';
import { TravelBooking } from '~/features/travel/travel-booking';

export default function Screen() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Book Your Travel Insurance</h1>
      <TravelBooking />
    </main>
  );
}
