import { FaqsScreen } from '~/features/admin/faqs-screen';

export function meta() {
  return [{ title: 'FAQs | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <FaqsScreen />;
}
