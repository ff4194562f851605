import '~/words/hi';
import '~/ui/list-words.hi';
import '~/features/motor/motor-words.hi';
import { CAR_PLANS } from '~/features/motor/car-plans.data';
import { MotorPlanList } from '~/features/motor/motor-plan-list';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/car-insurance-plan';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'कार इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपकी कार के हिसाब से दाम वाले कार इंश्योरेंस प्लान।' },
  ]);
}

export default function Screen() {
  return <MotorPlanList vehicle="Car" plans={CAR_PLANS} />;
}
