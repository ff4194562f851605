import '~/words/en';
import '~/features/travel/travel-form-words';
import { TravelFormPage } from '~/features/travel/travel-form';

export default function Screen() {
  return <TravelFormPage />;
}
