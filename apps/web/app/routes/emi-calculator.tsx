import '~/words/en';
import '~/features/info/emi-words';
import { EmiCalculator } from '~/features/info/emi-calculator';

export function meta() {
  return [{ title: 'EMI Calculator | BimaSetu' }];
}

export default function Screen() {
  return <EmiCalculator />;
}
