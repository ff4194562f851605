import '~/words/en';
import '~/ui/consent-words';
import '~/features/travel/travel-form-words';
import { TravelFormPage } from '~/features/travel/travel-form';

export default function Screen() {
  return <TravelFormPage />;
}
