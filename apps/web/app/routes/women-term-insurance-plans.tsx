import { TermPlanList } from '~/features/term/term-plan-list';
import { termPlans } from '~/features/term/term-plan';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'termList');

export const meta = screenMeta({
  hi: [
    { title: 'महिलाओं के लिए टर्म इंश्योरेंस प्लान | BimaSetu' },
    {
      name: 'description',
      content: 'महिलाओं के ऑफ़र वाले 16 टर्म प्लान, हर एक का प्रीमियम आपके लिए: सॉर्ट, फ़िल्टर और तुलना करें।',
    },
  ],
});

const PLANS = termPlans('women-term');

export default function Screen() {
  return <TermPlanList line="women-term" plans={PLANS} />;
}
