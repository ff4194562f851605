import '~/words/en';
import '~/ui/list-words';
import '~/features/term/term-list-words';
import { TermPlanList } from '~/features/term/term-plan-list';
import { WOMEN_TERM_PLANS } from '~/features/term/women-term-plans.data';

export default function Screen() {
  return <TermPlanList line="women-term" plans={WOMEN_TERM_PLANS} />;
}
