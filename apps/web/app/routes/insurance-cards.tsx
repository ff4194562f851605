import { CalculatorHub } from '~/features/info/calculator-hub';

export default function Screen() {
  return <CalculatorHub />;
}
