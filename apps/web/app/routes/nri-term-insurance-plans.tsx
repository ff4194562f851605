import '~/words/en';
import '~/ui/list-words';
import '~/features/term/term-list-words';
import { TermPlanList } from '~/features/term/term-plan-list';
import { NRI_TERM_PLANS } from '~/features/term/nri-term-plans.data';

export default function Screen() {
  return <TermPlanList line="nri-term" plans={NRI_TERM_PLANS} />;
}
