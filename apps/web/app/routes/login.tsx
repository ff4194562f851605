import { LoginScreen } from '~/features/session/login-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';
import { isSitePage } from '~/pages';

export const handle = pageWords('phoneCheck', 'session');

export const meta = screenMeta({
  hi: [
    { title: 'लॉग इन | BimaSetu' },
    { name: 'description', content: 'अपने मोबाइल नंबर और SMS से आए कोड से लॉग इन करें।' },
  ],
});

export default function Screen() {
  return <LoginScreen isOurPage={isSitePage} />;
}
