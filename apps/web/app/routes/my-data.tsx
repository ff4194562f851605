import '~/words/en';
import '~/ui/phone-check-words';
import '~/features/privacy/my-data-words';
import { MyDataScreen } from '~/features/privacy/my-data-screen';

export function meta() {
  return [{ title: 'My data and privacy | BimaSetu' }];
}

export default function Screen() {
  return <MyDataScreen />;
}
