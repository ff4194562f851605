import '~/words/hi';
import '~/features/profile/profile-words.hi';
import { ProfileScreen } from '~/features/profile/profile-screen';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/profile';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [{ title: 'प्रोफ़ाइल | BimaSetu' }]);
}

export default function Screen() {
  return <ProfileScreen />;
}
