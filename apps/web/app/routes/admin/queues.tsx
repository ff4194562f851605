import { QueuesScreen } from '~/features/admin/queues-screen';

export function meta() {
  return [{ title: 'Queues | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <QueuesScreen />;
}
