import '~/words/en';
import '~/ui/list-words';
import { TermPlanList } from '~/features/term/term-plan-list';
import { WOMEN_TERM_PLANS } from '~/features/term/women-term-plans.data';

export default function Screen() {
  return (
    <TermPlanList
      line="women-term"
      title="Term Insurance Plans for Women"
      intro="16 term plans, each with its offer for women. Each is priced for you: choose your cover, then sort or filter."
      plans={WOMEN_TERM_PLANS}
    />
  );
}
