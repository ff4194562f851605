import '~/words/hi';
import '~/features/privacy/my-data-words.hi';
import { MyDataScreen } from '~/features/privacy/my-data-screen';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/my-data';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [{ title: 'मेरा डेटा और प्राइवेसी | BimaSetu' }]);
}

export default function Screen() {
  return <MyDataScreen />;
}
