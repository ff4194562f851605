import { AuditScreen } from '~/features/admin/audit-screen';

export function meta() {
  return [{ title: 'Audit log | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <AuditScreen />;
}
