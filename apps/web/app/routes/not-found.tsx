import { NotFound } from '~/features/layout/not-found';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: 'Page not found | BimaSetu' }];
}

export default function Screen() {
  return <NotFound />;
}
