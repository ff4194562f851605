import '~/words/en';
import { LoginScreen } from '~/features/session/login-screen';

export default function Screen() {
  return <LoginScreen />;
}
