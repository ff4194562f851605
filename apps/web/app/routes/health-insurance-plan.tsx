import '~/words/en';
import '~/ui/list-words';
import '~/features/health/health-words';
import { HealthPlanList } from '~/features/health/health-plan-list';
import { HEALTH_PLANS } from '~/features/health/health-plans.data';

export default function Screen() {
  return <HealthPlanList line="health" formPath="/health-insurance" plans={HEALTH_PLANS} />;
}
