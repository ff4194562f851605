import '~/words/en';
import '~/ui/list-words';
import '~/features/motor/motor-words';
// Reached two ways (see routes.ts): /twowheeler-insurance-plan after a valid bike number, and
// /two-wheeler-insurance-plan after choosing brand and model for a new bike. Both show the same list.
import { MotorPlanList } from '~/features/motor/motor-plan-list';
import { TWO_WHEELER_PLANS } from '~/features/motor/two-wheeler-plans.data';

export default function Screen() {
  return <MotorPlanList vehicle="Two-Wheeler" plans={TWO_WHEELER_PLANS} />;
}
