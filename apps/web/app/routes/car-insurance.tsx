import '~/words/en';
import { MotorNumberForm } from '~/features/motor/motor-number-form';

export default function Screen() {
  return (
    <MotorNumberForm
      vehicle="Car"
      title="Car Insurance"
      intro="Compare car insurance prices in seconds. Enter your car number, or type NEW for a new car."
      numberPath="/car-insurance-plan"
      newPath="/car-insurance-plan"
    />
  );
}
