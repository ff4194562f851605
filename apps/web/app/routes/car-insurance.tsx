import { MotorNumberForm } from '~/features/motor/motor-number-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'motorForm');

export const meta = screenMeta({
  hi: [
    { title: 'कार इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'अपनी कार का नंबर डालें और प्रमुख बीमा कंपनियों के कॉम्प्रिहेंसिव कार इंश्योरेंस के दाम की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <MotorNumberForm vehicle="Car" numberPath="/car-insurance-plan" newPath="/car-insurance-plan" />;
}
