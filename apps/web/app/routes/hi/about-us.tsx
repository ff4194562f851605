import '~/words/hi';
import '~/features/info/about-words.hi';
import { AboutPage } from '~/features/info/about-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/about-us';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'हमारे बारे में | BimaSetu' },
    { name: 'description', content: 'BimaSetu बीमा को आसान, पारदर्शी और ग्राहक-केंद्रित बनाता है।' },
  ]);
}

export default function Screen() {
  return <AboutPage />;
}
