import { ProfileScreen } from '~/features/profile/profile-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('phoneCheck', 'profile');

export const meta = screenMeta({
  en: [{ title: 'Profile | BimaSetu' }],
  hi: [{ title: 'प्रोफ़ाइल | BimaSetu' }],
});

export default function Screen() {
  return <ProfileScreen />;
}
