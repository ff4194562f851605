import '~/words/en';
import { StatusScreen } from '~/features/request-status/status-screen';

export function meta() {
  return [{ title: 'Know My Request Status | BimaSetu' }];
}

export default function Screen() {
  return <StatusScreen />;
}
