import '~/words/hi';
import '~/ui/list-words.hi';
import '~/features/travel/travel-list-words.hi';
import { TravelPlanListPage } from '~/features/travel/travel-plan-list';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/travel-insurance-plan';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'ट्रैवल इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपकी यात्रा और यात्रियों के हिसाब से दाम वाले ट्रैवल इंश्योरेंस प्लान।' },
  ]);
}

export default function Screen() {
  return <TravelPlanListPage />;
}
