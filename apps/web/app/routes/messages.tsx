import '~/words/en';
import '~/ui/phone-check-words';
import '~/features/messages/messages-words';
import { MessagesScreen } from '~/features/messages/messages-screen';

export function meta() {
  return [{ title: 'Messages | BimaSetu' }];
}

export default function Screen() {
  return <MessagesScreen />;
}
