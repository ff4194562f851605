import { ContactForm } from '~/features/info/contact-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('contact');

export const meta = screenMeta({
  hi: [
    { title: 'संपर्क करें | BimaSetu' },
    { name: 'description', content: 'हमारे बीमा सलाहकारों को कॉल करें, ईमेल करें या लिखें।' },
  ],
});

export default function Screen() {
  return <ContactForm />;
}
