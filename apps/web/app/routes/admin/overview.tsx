import { OverviewScreen } from '~/features/admin/overview-screen';

export function meta() {
  return [{ title: 'Overview | BimaSetu advisers' }, { name: 'robots', content: 'noindex' }];
}

export default function Screen() {
  return <OverviewScreen />;
}
