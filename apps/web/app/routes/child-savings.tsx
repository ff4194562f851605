import '~/words/en';
import '~/ui/consent-words';
import '~/ui/list-words';
import '~/features/child-savings/child-form-words';
import { ChildFormPage } from '~/features/child-savings/child-form';

export default function Screen() {
  return <ChildFormPage />;
}
