import '~/words/en';
import '~/ui/list-words';
import '~/features/health/health-words';
import { FAMILY_HEALTH_PLANS } from '~/features/health/family-health-plans.data';
import { HealthPlanList } from '~/features/health/health-plan-list';

export default function Screen() {
  return (
    <HealthPlanList line="family-health" formPath="/family-health-insurance" plans={FAMILY_HEALTH_PLANS} />
  );
}
