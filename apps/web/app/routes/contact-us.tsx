import '~/words/en';
import '~/features/info/contact-words';
import { ContactForm } from '~/features/info/contact-form';

export function meta() {
  return [{ title: 'Contact Us | BimaSetu' }];
}

export default function Screen() {
  return <ContactForm />;
}
