import '~/words/en';
import { StatusScreen } from '~/features/request-status/status-screen';

export default function Screen() {
  return <StatusScreen />;
}
