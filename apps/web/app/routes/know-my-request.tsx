import '~/words/en';
import '~/ui/phone-check-words';
import '~/features/request-status/status-words';
import { StatusScreen } from '~/features/request-status/status-screen';

export default function Screen() {
  return <StatusScreen />;
}
