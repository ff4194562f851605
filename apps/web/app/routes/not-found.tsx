import { NotFound } from '~/features/layout/not-found';
import { notFoundMessages } from '~/lib/contract-light';
import { withoutQueryClient } from '~/lib/route-handle';

export const handle = withoutQueryClient;

export function meta() {
  return [{ title: `${notFoundMessages.title} | BimaSetu` }];
}

export default function Screen() {
  return <NotFound />;
}
