import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: 'BimaSetu — compare insurance plans in India' }];
}

export default function Home() {
  return <h1>BimaSetu</h1>;
}
