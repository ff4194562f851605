import '~/words/en';
import '~/ui/phone-check-words';
import { MyDataScreen } from '~/features/privacy/my-data-screen';
import { myDataWords } from '~/features/privacy/my-data-words';

export function meta() {
  return [{ title: myDataWords.metaTitle }];
}

export default function Screen() {
  return <MyDataScreen />;
}
