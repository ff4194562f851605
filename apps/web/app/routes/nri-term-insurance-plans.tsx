import '~/words/en';
import '~/ui/list-words';
import { TermPlanList } from '~/features/term/term-plan-list';
import { NRI_TERM_PLANS } from '~/features/term/nri-term-plans.data';

export default function Screen() {
  return (
    <TermPlanList
      line="nri-term"
      title="NRI Term Insurance Plans"
      intro="16 term plans NRIs can buy from abroad. Each is priced for you: choose your cover, then sort or filter."
      plans={NRI_TERM_PLANS}
    />
  );
}
