import '~/words/en';
import '~/ui/list-words';
import '~/features/term/term-list-words';
import { TermPlanList } from '~/features/term/term-plan-list';
import { TERM_PLANS } from '~/features/term/term-plans.data';

export default function Screen() {
  return <TermPlanList line="term" plans={TERM_PLANS} />;
}
