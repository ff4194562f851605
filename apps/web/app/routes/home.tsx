import { HomePage } from '~/features/info/home-page';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('home');

export const meta = screenMeta({
  hi: [
    { title: 'BimaSetu — भारत में बीमा प्लान की तुलना करें' },
    {
      name: 'description',
      content:
        'IRDAI से मान्यता प्राप्त बीमा कंपनियों के हेल्थ, लाइफ़, कार, बाइक और ट्रैवल इंश्योरेंस की तुलना करें और ऑनलाइन आवेदन करें।',
    },
  ],
});

export default function Home() {
  return <HomePage />;
}
