import { ClaimsScreen } from '~/features/claims/claims-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('claims', 'phoneCheck');

export const meta = screenMeta({
  en: [{ title: 'My claims | BimaSetu' }],
  hi: [{ title: 'मेरे क्लेम | BimaSetu' }],
});

export default function Screen() {
  return <ClaimsScreen />;
}
