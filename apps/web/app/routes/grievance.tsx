import { LegalPage } from '~/features/legal/legal-page';
import { grievanceWords as words } from '~/features/legal/legal-words';

export function meta() {
  return [{ title: `${words.title} | BimaSetu` }, { name: 'description', content: words.description }];
}

export default function Screen() {
  return <LegalPage words={words} />;
}
