import { TravelFormPage } from '~/features/travel/travel-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'travelForm');

export const meta = screenMeta({
  hi: [
    { title: 'ट्रैवल इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'विदेश यात्रा के लिए ट्रैवल इंश्योरेंस: अपनी यात्रा के हिसाब से प्लान और प्रीमियम की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <TravelFormPage />;
}
