import { EnquiriesScreen } from '~/features/admin/enquiries-screen';

export function meta() {
  return [{ title: 'Enquiries | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <EnquiriesScreen />;
}
