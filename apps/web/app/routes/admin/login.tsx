import { AdminLoginScreen } from '~/features/admin/login-screen';
import { pageWords } from '~/lib/words';

export const handle = pageWords('phoneCheck');

export function meta() {
  return [{ title: 'Adviser login | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <AdminLoginScreen />;
}
