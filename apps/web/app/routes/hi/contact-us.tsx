import '~/words/hi';
import '~/features/info/contact-words.hi';
import { ContactForm } from '~/features/info/contact-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/contact-us';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'संपर्क करें | BimaSetu' },
    { name: 'description', content: 'हमारे बीमा सलाहकारों को कॉल करें, ईमेल करें या लिखें।' },
  ]);
}

export default function Screen() {
  return <ContactForm />;
}
