import '~/words/en';
import { LoginScreen } from '~/features/session/login-screen';

export function meta() {
  return [{ title: 'Login | BimaSetu' }];
}

export default function Screen() {
  return <LoginScreen />;
}
