import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/features/motor/motor-form-words.hi';
import { MotorNumberForm } from '~/features/motor/motor-number-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/twowheeler-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'टू-व्हीलर इंश्योरेंस | BimaSetu' },
    { name: 'description', content: 'अपनी बाइक या स्कूटर का नंबर डालें और टू-व्हीलर इंश्योरेंस के दाम की तुलना करें।' },
  ]);
}

export default function Screen() {
  return (
    <MotorNumberForm
      vehicle="Two-Wheeler"
      numberPath="/twowheeler-insurance-plan"
      newPath="/two-wheeler-insurance-plan"
    />
  );
}
