import { LegalPage } from '~/features/legal/legal-page';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('disclosureDetail', 'legal');

export const meta = screenMeta({
  hi: [{ title: 'इस्तेमाल की शर्तें | BimaSetu' }, { name: 'description', content: 'BimaSetu के इस्तेमाल की शर्तें।' }],
});

export default function Screen() {
  return <LegalPage page="terms" />;
}
