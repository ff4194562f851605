import '~/words/en';
import '~/ui/phone-check-words';
import { AdminLoginScreen } from '~/features/admin/login-screen';

export function meta() {
  return [{ title: 'Adviser login | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <AdminLoginScreen />;
}
