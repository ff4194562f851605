import '~/words/en';
import '~/ui/list-words';
import { HealthPlanList } from '~/features/health/health-plan-list';
import { HEALTH_PLANS } from '~/features/health/health-plans.data';

export default function Screen() {
  return (
    <HealthPlanList
      line="health"
      formPath="/health-insurance"
      title="Health Insurance Plans"
      intro="10 health plans from leading insurers. Filter by cover, premium, insurer and benefits."
      plans={HEALTH_PLANS}
    />
  );
}
