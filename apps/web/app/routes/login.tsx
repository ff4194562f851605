import '~/words/en';
import '~/ui/phone-check-words';
import '~/features/session/session-words';
import { LoginScreen } from '~/features/session/login-screen';

export default function Screen() {
  return <LoginScreen />;
}
