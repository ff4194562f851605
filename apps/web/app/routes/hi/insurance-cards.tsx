import '~/words/hi';
import '~/features/info/calculator-words.hi';
import { CalculatorHub } from '~/features/info/calculator-hub';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/insurance-cards';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'बीमा कैलकुलेटर | BimaSetu' },
    {
      name: 'description',
      content: 'टर्म, हेल्थ, कार, बाइक, ट्रैवल और दूसरे बीमा का प्रीमियम कैलकुलेट करें।',
    },
  ]);
}

export default function Screen() {
  return <CalculatorHub />;
}
