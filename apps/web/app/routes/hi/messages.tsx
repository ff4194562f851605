import '~/words/hi';
import '~/features/messages/messages-words.hi';
import { MessagesScreen } from '~/features/messages/messages-screen';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/messages';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [{ title: 'संदेश | BimaSetu' }]);
}

export default function Screen() {
  return <MessagesScreen />;
}
