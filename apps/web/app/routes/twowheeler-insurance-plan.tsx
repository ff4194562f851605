// Reached two ways (pages.ts), in each language: /twowheeler-insurance-plan after a valid bike number, and
// /two-wheeler-insurance-plan after choosing brand and model for a new bike. Both show the same list.
import { MotorPlanList } from '~/features/motor/motor-plan-list';
import { TWO_WHEELER_PLANS } from '~/features/motor/two-wheeler-plans.data';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('lists', 'motorList');

export const meta = screenMeta({
  hi: [
    { title: 'टू-व्हीलर इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपकी बाइक के हिसाब से दाम वाले टू-व्हीलर इंश्योरेंस प्लान।' },
  ],
});

export default function Screen() {
  return <MotorPlanList vehicle="Two-Wheeler" plans={TWO_WHEELER_PLANS} />;
}
