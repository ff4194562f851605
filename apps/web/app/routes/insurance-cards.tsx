import '~/words/en';
import '~/features/info/calculator-words';
import { CalculatorHub } from '~/features/info/calculator-hub';

export function meta() {
  return [
    { title: 'Insurance Calculator | BimaSetu' },
    {
      name: 'description',
      content: 'Calculate premiums for term, health, car, bike, travel and other insurance.',
    },
  ];
}

export default function Screen() {
  return <CalculatorHub />;
}
