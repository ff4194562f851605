import '~/words/en';
import '~/features/info/home-words';
import { HomePage } from '~/features/info/home-page';

export function meta() {
  return [
    { title: 'BimaSetu — compare insurance plans in India' },
    {
      name: 'description',
      content:
        'Compare health, life, car, bike and travel insurance from IRDAI-approved insurers and apply online.',
    },
  ];
}

export default function Home() {
  return <HomePage />;
}
