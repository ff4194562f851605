import { LegalPage } from '~/features/legal/legal-page';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('disclosureDetail', 'legal');

export const meta = screenMeta({
  hi: [
    { title: 'शिकायत निवारण | BimaSetu' },
    { name: 'description', content: 'शिकायत कैसे करें और उसके बाद कहाँ जाएँ।' },
  ],
});

export default function Screen() {
  return <LegalPage page="grievance" />;
}
