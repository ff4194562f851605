import '~/words/en';
import '~/features/info/calculator-words';
import { CalculatorHub } from '~/features/info/calculator-hub';

export default function Screen() {
  return <CalculatorHub />;
}
