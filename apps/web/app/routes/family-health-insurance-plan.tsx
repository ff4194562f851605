import '~/words/en';
import '~/ui/list-words';
import { FAMILY_HEALTH_PLANS } from '~/features/health/family-health-plans.data';
import { HealthPlanList } from '~/features/health/health-plan-list';

export default function Screen() {
  return (
    <HealthPlanList
      line="family-health"
      formPath="/family-health-insurance"
      title="Family Health Insurance Plans"
      intro="10 family floater plans. Filter by cover, premium, insurer and benefits."
      plans={FAMILY_HEALTH_PLANS}
    />
  );
}
