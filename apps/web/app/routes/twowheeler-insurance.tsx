import '~/words/en';
import { MotorNumberForm } from '~/features/motor/motor-number-form';

export default function Screen() {
  return (
    <MotorNumberForm
      vehicle="Two-Wheeler"
      title="Two-Wheeler Insurance"
      intro="Compare bike and scooter insurance prices in seconds. Enter your bike number, or type NEW for a new bike."
      numberPath="/twowheeler-insurance-plan"
      newPath="/two-wheeler-insurance-plan"
    />
  );
}
