import { LazyVaultScreen } from '~/features/vault/lazy-vault-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('vault', 'claims');

export const meta = screenMeta({
  en: [{ title: 'My policies | BimaSetu' }],
  hi: [{ title: 'मेरी पॉलिसियाँ | BimaSetu' }],
});

export default function Screen() {
  return <LazyVaultScreen />;
}
