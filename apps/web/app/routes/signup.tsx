import '~/words/en';
import { SignupForm } from '~/features/session/signup-form';

export function meta() {
  return [{ title: 'Sign up | BimaSetu' }];
}

export default function Screen() {
  return <SignupForm />;
}
