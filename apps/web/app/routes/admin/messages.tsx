import { ConversationsScreen } from '~/features/admin/conversations-screen';

export function meta() {
  return [{ title: 'Messages | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <ConversationsScreen />;
}
