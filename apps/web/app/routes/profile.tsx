import '~/words/en';
import '~/ui/phone-check-words';
import '~/features/profile/profile-words';
import { ProfileScreen } from '~/features/profile/profile-screen';

export function meta() {
  return [{ title: 'Profile | BimaSetu' }];
}

export default function Screen() {
  return <ProfileScreen />;
}
