import { RenewalScreen } from '~/features/renewal/renewal-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('renewal');

export const meta = screenMeta({
  en: [{ title: 'Renew your policy | BimaSetu' }],
  hi: [{ title: 'पॉलिसी का नवीनीकरण | BimaSetu' }],
});

export default function Screen() {
  return <RenewalScreen />;
}
