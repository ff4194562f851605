import { TravelPlanListPage } from '~/features/travel/travel-plan-list';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'travelList');

export const meta = screenMeta({
  hi: [
    { title: 'ट्रैवल इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपकी यात्रा और यात्रियों के हिसाब से दाम वाले ट्रैवल इंश्योरेंस प्लान।' },
  ],
});

export default function Screen() {
  return <TravelPlanListPage />;
}
