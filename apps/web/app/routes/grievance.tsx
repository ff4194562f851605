import '~/words/en';
import '~/ui/disclosure-detail-words';
import '~/features/legal/legal-words';
import { LegalPage } from '~/features/legal/legal-page';

export default function Screen() {
  return <LegalPage page="grievance" />;
}
