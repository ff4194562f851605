import '~/words/hi';
import '~/features/request-status/status-words.hi';
import { StatusScreen } from '~/features/request-status/status-screen';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/know-my-request';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'मेरे अनुरोध की स्थिति | BimaSetu' },
    { name: 'description', content: 'अपने मोबाइल नंबर से अपने अनुरोध की स्थिति देखें।' },
  ]);
}

export default function Screen() {
  return <StatusScreen />;
}
