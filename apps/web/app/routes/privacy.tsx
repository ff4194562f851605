import '~/words/en';
import '~/ui/disclosure-detail-words';
import { LegalPage } from '~/features/legal/legal-page';
import { privacyWords as words } from '~/features/legal/legal-words';

export default function Screen() {
  return <LegalPage words={words} />;
}
