import { MyDataScreen } from '~/features/privacy/my-data-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('phoneCheck', 'myData', 'consent');

export const meta = screenMeta({
  en: [{ title: 'My data and privacy | BimaSetu' }],
  hi: [{ title: 'मेरा डेटा और प्राइवेसी | BimaSetu' }],
});

export default function Screen() {
  return <MyDataScreen />;
}
