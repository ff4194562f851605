import '~/words/en';
import { SignupForm } from '~/features/session/signup-form';

export default function Screen() {
  return <SignupForm />;
}
