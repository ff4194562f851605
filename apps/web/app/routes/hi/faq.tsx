import '~/words/hi';
import '~/features/info/faq-words.hi';
import { FaqList } from '~/features/info/faq-list';

export function meta() {
  return [{ title: 'अक्सर पूछे जाने वाले सवाल | BimaSetu' }];
}

export default function Screen() {
  return <FaqList />;
}
