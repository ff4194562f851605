import '~/words/hi';
import '~/ui/phone-check-words.hi';
import '~/features/session/session-words.hi';
import { LoginScreen } from '~/features/session/login-screen';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/login';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'लॉग इन | BimaSetu' },
    { name: 'description', content: 'अपने मोबाइल नंबर और SMS से आए कोड से लॉग इन करें।' },
  ]);
}

export default function Screen() {
  return <LoginScreen />;
}
