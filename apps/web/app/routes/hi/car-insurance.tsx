import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/motor/motor-form-words.hi';
import { MotorNumberForm } from '~/features/motor/motor-number-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/car-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'कार इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'अपनी कार का नंबर डालें और प्रमुख बीमा कंपनियों के कॉम्प्रिहेंसिव कार इंश्योरेंस के दाम की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <MotorNumberForm vehicle="Car" numberPath="/car-insurance-plan" newPath="/car-insurance-plan" />;
}
