import '~/words/en';
import '~/features/info/about-words';
import { AboutPage } from '~/features/info/about-page';

export default function Screen() {
  return <AboutPage />;
}
