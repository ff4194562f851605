import '~/words/en';
import '~/ui/list-words';
import '~/features/motor/motor-words';
import { CAR_PLANS } from '~/features/motor/car-plans.data';
import { MotorPlanList } from '~/features/motor/motor-plan-list';

export default function Screen() {
  return <MotorPlanList vehicle="Car" plans={CAR_PLANS} />;
}
