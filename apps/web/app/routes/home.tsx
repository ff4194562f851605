import { HomePage } from '~/features/info/home-page';

export default function Home() {
  return <HomePage />;
}
