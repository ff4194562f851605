import '~/words/hi';
import { NotFound } from '~/features/layout/not-found';

export function meta() {
  return [{ title: '404 - पेज नहीं मिला | BimaSetu' }];
}

export default function Screen() {
  return <NotFound />;
}
