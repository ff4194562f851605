import '~/words/en';
import '~/features/info/about-words';
import { AboutPage } from '~/features/info/about-page';

export function meta() {
  return [
    { title: 'About Us | BimaSetu' },
    { name: 'description', content: 'BimaSetu makes insurance simple, transparent and customer-first.' },
  ];
}

export default function Screen() {
  return <AboutPage />;
}
