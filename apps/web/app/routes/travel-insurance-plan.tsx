import '~/words/en';
import '~/ui/list-words';
import '~/features/travel/travel-list-words';
import { TravelPlanListPage } from '~/features/travel/travel-plan-list';

export default function Screen() {
  return <TravelPlanListPage />;
}
