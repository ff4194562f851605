import { MessagesScreen } from '~/features/messages/messages-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('phoneCheck', 'messages');

export const meta = screenMeta({
  en: [{ title: 'Messages | BimaSetu' }],
  hi: [{ title: 'संदेश | BimaSetu' }],
});

export default function Screen() {
  return <MessagesScreen />;
}
