import '~/words/hi';
import '~/features/info/contact-words.hi';
import { ContactForm } from '~/features/info/contact-form';

export function meta() {
  return [{ title: 'संपर्क करें | BimaSetu' }];
}

export default function Screen() {
  return <ContactForm />;
}
