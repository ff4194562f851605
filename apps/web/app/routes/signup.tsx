import '~/words/en';
import '~/features/session/session-words';
import { SignupForm } from '~/features/session/signup-form';

export default function Screen() {
  return <SignupForm />;
}
