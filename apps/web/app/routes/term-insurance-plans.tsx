import { TermPlanList } from '~/features/term/term-plan-list';
import { termPlans } from '~/features/term/term-plan';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'termList');

export const meta = screenMeta({
  hi: [
    { title: 'टर्म इंश्योरेंस प्लान की तुलना करें | BimaSetu' },
    {
      name: 'description',
      content:
        'प्रमुख बीमा कंपनियों के 16 टर्म प्लान, हर एक का प्रीमियम आपकी उम्र और कवर के लिए: सॉर्ट, फ़िल्टर और तुलना करें।',
    },
  ],
});

const PLANS = termPlans('term');

export default function Screen() {
  return <TermPlanList line="term" plans={PLANS} />;
}
