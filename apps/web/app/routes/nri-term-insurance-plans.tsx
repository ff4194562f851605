import { TermPlanList } from '~/features/term/term-plan-list';
import { termPlans } from '~/features/term/term-plan';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'termList');

export const meta = screenMeta({
  hi: [
    { title: 'NRI टर्म इंश्योरेंस प्लान | BimaSetu' },
    {
      name: 'description',
      content: '16 टर्म प्लान जो NRI विदेश से ले सकते हैं, हर एक का प्रीमियम आपके लिए: सॉर्ट, फ़िल्टर और तुलना करें।',
    },
  ],
});

const PLANS = termPlans('nri-term');

export default function Screen() {
  return <TermPlanList line="nri-term" plans={PLANS} />;
}
