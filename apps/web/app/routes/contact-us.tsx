import { ContactForm } from '~/features/info/contact-form';

export default function Screen() {
  return <ContactForm />;
}
