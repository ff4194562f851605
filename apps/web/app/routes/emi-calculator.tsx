import { EmiCalculator } from '~/features/info/emi-calculator';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('emi');

export const meta = screenMeta({
  en: [{ title: 'EMI Calculator | BimaSetu' }],
  hi: [{ title: 'EMI कैलकुलेटर | BimaSetu' }],
});

export default function Screen() {
  return <EmiCalculator />;
}
