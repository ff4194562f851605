import { FAMILY_HEALTH_PLANS } from '~/features/health/family-health-plans.data';
import { HealthPlanList } from '~/features/health/health-plan-list';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'healthList');

export const meta = screenMeta({
  hi: [
    { title: 'फ़ैमिली हेल्थ इंश्योरेंस प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'आपके परिवार, शहर और कवर के हिसाब से प्रीमियम वाले फ़ैमिली फ़्लोटर प्लान।',
    },
  ],
});

export default function Screen() {
  return (
    <HealthPlanList line="family-health" formPath="/family-health-insurance" plans={FAMILY_HEALTH_PLANS} />
  );
}
