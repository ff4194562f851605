import { AboutPage } from '~/features/info/about-page';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [
    { title: 'About Us | BimaSetu' },
    { name: 'description', content: 'BimaSetu makes insurance simple, transparent and customer-first.' },
  ];
}

export default function Screen() {
  return <AboutPage />;
}
