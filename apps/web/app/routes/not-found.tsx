import '~/words/en';
import { NotFound } from '~/features/layout/not-found';
import { notFoundMessages } from '@bimasetu/contract';

export function meta() {
  return [{ title: `${notFoundMessages.title} | BimaSetu` }];
}

export default function Screen() {
  return <NotFound />;
}
