import '~/words/en';
import { TravelBooking } from '~/features/travel/travel-booking';

export default function Screen() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Book Your Travel Insurance</h1>
      <TravelBooking />
    </main>
  );
}
