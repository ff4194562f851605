import '~/words/en';
import { MyDataScreen } from '~/features/privacy/my-data-screen';
import { myDataWords } from '~/features/privacy/my-data-words';

export function meta() {
  return [{ title: myDataWords.metaTitle }];
}

export default function Screen() {
  return <MyDataScreen />;
}
