import '~/words/en';
import '~/ui/consent-words';
import '~/features/motor/motor-form-words';
import { MotorNumberForm } from '~/features/motor/motor-number-form';

export default function Screen() {
  return (
    <MotorNumberForm
      vehicle="Two-Wheeler"
      numberPath="/twowheeler-insurance-plan"
      newPath="/two-wheeler-insurance-plan"
    />
  );
}
