import { AboutPage } from '~/features/info/about-page';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('about');

export const meta = screenMeta({
  hi: [
    { title: 'हमारे बारे में | BimaSetu' },
    { name: 'description', content: 'BimaSetu बीमा को आसान, पारदर्शी और ग्राहक-केंद्रित बनाता है।' },
  ],
});

export default function Screen() {
  return <AboutPage />;
}
