import { ConversationScreen } from '~/features/admin/conversation-screen';

export function meta() {
  return [{ title: 'Conversation | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <ConversationScreen />;
}
