import { HealthPlanList } from '~/features/health/health-plan-list';
import { HEALTH_PLANS } from '~/features/health/health-plans.data';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'healthList');

export const meta = screenMeta({
  hi: [
    { title: 'हेल्थ इंश्योरेंस प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'आपकी उम्र, शहर और कवर के हिसाब से प्रीमियम वाले हेल्थ प्लान: फ़िल्टर करें और तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <HealthPlanList line="health" formPath="/health-insurance" plans={HEALTH_PLANS} />;
}
