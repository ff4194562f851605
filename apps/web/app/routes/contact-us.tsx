import '~/words/en';
import '~/features/info/contact-words';
import { ContactForm } from '~/features/info/contact-form';

export default function Screen() {
  return <ContactForm />;
}
