import { AboutPage } from '~/features/info/about-page';

export default function Screen() {
  return <AboutPage />;
}
