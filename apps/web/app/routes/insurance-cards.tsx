import { CalculatorHub } from '~/features/info/calculator-hub';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('calculators');

export const meta = screenMeta({
  hi: [
    { title: 'बीमा कैलकुलेटर | BimaSetu' },
    {
      name: 'description',
      content: 'टर्म, हेल्थ, कार, बाइक, ट्रैवल और दूसरे बीमा का प्रीमियम कैलकुलेट करें।',
    },
  ],
});

export default function Screen() {
  return <CalculatorHub />;
}
