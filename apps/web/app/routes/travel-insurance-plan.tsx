import '~/words/en';
import '~/ui/list-words';
import { TravelPlanList } from '~/features/travel/travel-plan-list';

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Travel Insurance Plans</h1>
      <TravelPlanList />
    </main>
  );
}
