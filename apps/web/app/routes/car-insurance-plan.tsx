import { CAR_PLANS } from '~/features/motor/car-plans.data';
import { MotorPlanList } from '~/features/motor/motor-plan-list';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'motorList');

export const meta = screenMeta({
  hi: [
    { title: 'कार इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपकी कार के हिसाब से दाम वाले कार इंश्योरेंस प्लान।' },
  ],
});

export default function Screen() {
  return <MotorPlanList vehicle="Car" plans={CAR_PLANS} />;
}
