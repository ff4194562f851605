import { SignupForm } from '~/features/session/signup-form';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: 'Sign up | BimaSetu' }];
}

export default function Screen() {
  return <SignupForm />;
}
