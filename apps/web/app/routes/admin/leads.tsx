import { LeadsScreen } from '~/features/admin/leads-screen';

export function meta() {
  return [{ title: 'Leads | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <LeadsScreen />;
}
