import { CalculatorHub } from '~/features/info/calculator-hub';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

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
