import '~/words/hi';
import '~/ui/list-words.hi';
import '~/features/motor/motor-words.hi';
// Reached two ways, as the English page: /hi/twowheeler-insurance-plan after a valid bike number, and
// /hi/two-wheeler-insurance-plan after choosing brand and model for a new bike.
import { MotorPlanList } from '~/features/motor/motor-plan-list';
import { TWO_WHEELER_PLANS } from '~/features/motor/two-wheeler-plans.data';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/twowheeler-insurance-plan';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'टू-व्हीलर इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपकी बाइक के हिसाब से दाम वाले टू-व्हीलर इंश्योरेंस प्लान।' },
  ]);
}

export default function Screen() {
  return <MotorPlanList vehicle="Two-Wheeler" plans={TWO_WHEELER_PLANS} />;
}
