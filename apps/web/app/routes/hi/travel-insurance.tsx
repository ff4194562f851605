import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/travel/travel-form-words.hi';
import { TravelFormPage } from '~/features/travel/travel-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/travel-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'ट्रैवल इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'विदेश यात्रा के लिए ट्रैवल इंश्योरेंस: अपनी यात्रा के हिसाब से प्लान और प्रीमियम की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <TravelFormPage />;
}
