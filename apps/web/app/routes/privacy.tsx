import { LegalPage } from '~/features/legal/legal-page';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('disclosureDetail', 'legal');

export const meta = screenMeta({
  hi: [
    { title: 'प्राइवेसी पॉलिसी | BimaSetu' },
    { name: 'description', content: 'हम क्या जानकारी लेते हैं और क्यों, उसे कौन देखता है, और आपके अधिकार।' },
  ],
});

export default function Screen() {
  return <LegalPage page="privacy" />;
}
