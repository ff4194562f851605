import '~/words/en';
import { TravelForm } from '~/features/travel/travel-form';

export default function Screen() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Travel Insurance</h1>
      <p className="mt-1 mb-5 text-slate-700">
        Tell us about your trip to compare plans from leading insurers.
      </p>
      <TravelForm />
    </main>
  );
}
