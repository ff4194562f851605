import { LoginScreen } from '~/features/session/login-screen';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: 'Login | BimaSetu' }];
}

export default function Screen() {
  return <LoginScreen />;
}
