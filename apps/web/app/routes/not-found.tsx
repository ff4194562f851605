import { NotFound } from '~/features/layout/not-found';
import { notFoundMessages } from '~/lib/contract-light';

export function meta() {
  return [{ title: `${notFoundMessages.title} | BimaSetu` }];
}

export default function Screen() {
  return <NotFound />;
}
