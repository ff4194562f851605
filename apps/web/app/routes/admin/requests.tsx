import { RequestsScreen } from '~/features/admin/requests-screen';

export function meta() {
  return [{ title: 'Requests | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <RequestsScreen />;
}
