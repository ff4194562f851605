import { withoutQueryClient } from '~/lib/route-handle';
import { CAR_PLANS } from '~/features/motor/car-plans.data';
import { MotorPlanList } from '~/features/motor/motor-plan-list';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: 'Car Insurance Plans | BimaSetu' }];
}

export default function Screen() {
  return <MotorPlanList vehicle="Car" title="Car Insurance Plans" plans={CAR_PLANS} />;
}
