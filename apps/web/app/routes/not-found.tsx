import { notFoundMessages } from '@bimasetu/contract';
import { NotFound } from '~/features/layout/not-found';
import { localeOfPath } from '~/lib/locale-paths';
import type { Route } from './+types/not-found';

export function meta({ location }: Route.MetaArgs) {
  const title = localeOfPath(location.pathname) === 'hi' ? '404 - पेज नहीं मिला' : notFoundMessages.title;
  return [{ title: `${title} | BimaSetu` }];
}

export default function Screen() {
  return <NotFound />;
}
