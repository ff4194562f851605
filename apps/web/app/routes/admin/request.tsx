import { RequestDetailScreen } from '~/features/admin/request-detail-screen';

export function meta() {
  return [{ title: 'Request | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <RequestDetailScreen />;
}
