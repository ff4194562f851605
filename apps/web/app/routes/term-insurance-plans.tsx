import '~/words/en';
import '~/ui/list-words';
import { TermPlanList } from '~/features/term/term-plan-list';
import { TERM_PLANS } from '~/features/term/term-plans.data';

export default function Screen() {
  return (
    <TermPlanList
      line="term"
      title="Term Insurance Plans"
      intro="16 term plans from leading insurers. Each is priced for you: choose your cover, then sort or filter."
      plans={TERM_PLANS}
    />
  );
}
