import { MotorNumberForm } from '~/features/motor/motor-number-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'motorForm');

export const meta = screenMeta({
  hi: [
    { title: 'टू-व्हीलर इंश्योरेंस | BimaSetu' },
    { name: 'description', content: 'अपनी बाइक या स्कूटर का नंबर डालें और टू-व्हीलर इंश्योरेंस के दाम की तुलना करें।' },
  ],
});

export default function Screen() {
  return (
    <MotorNumberForm
      vehicle="Two-Wheeler"
      numberPath="/twowheeler-insurance-plan"
      newPath="/two-wheeler-insurance-plan"
    />
  );
}
