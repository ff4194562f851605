import '~/words/en';
import '~/features/info/home-words';
import { HomePage } from '~/features/info/home-page';
import { pageMeta } from '~/page-meta';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname);
}

export default function Home() {
  return <HomePage />;
}
