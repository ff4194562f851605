import '~/words/hi';
import '~/features/info/emi-words.hi';
import { EmiCalculator } from '~/features/info/emi-calculator';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/emi-calculator';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [{ title: 'EMI कैलकुलेटर | BimaSetu' }]);
}

export default function Screen() {
  return <EmiCalculator />;
}
