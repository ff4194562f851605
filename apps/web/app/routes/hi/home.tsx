import '~/words/hi';
import '~/features/info/home-words.hi';
import { HomePage } from '~/features/info/home-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/home';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'BimaSetu — भारत में बीमा प्लान की तुलना करें' },
    {
      name: 'description',
      content:
        'IRDAI से मान्यता प्राप्त बीमा कंपनियों के हेल्थ, लाइफ़, कार, बाइक और ट्रैवल इंश्योरेंस की तुलना करें और ऑनलाइन आवेदन करें।',
    },
  ]);
}

export default function Home() {
  return <HomePage />;
}
