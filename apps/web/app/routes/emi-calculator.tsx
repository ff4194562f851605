import { EmiCalculator } from '~/features/info/emi-calculator';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: 'EMI Calculator | BimaSetu' }];
}

export default function Screen() {
  return <EmiCalculator />;
}
