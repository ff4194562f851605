import '~/words/en';
import '~/features/info/faq-words';
import { FaqList } from '~/features/info/faq-list';

export function meta() {
  return [{ title: 'FAQs | BimaSetu' }];
}

export default function Screen() {
  return <FaqList />;
}
