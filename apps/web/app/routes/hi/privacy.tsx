import '~/words/hi';
import '~/features/legal/legal-words.hi';
import '~/ui/disclosure-detail-words.hi';
import { LegalPage } from '~/features/legal/legal-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/privacy';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'प्राइवेसी पॉलिसी | BimaSetu' },
    { name: 'description', content: 'हम क्या जानकारी लेते हैं और क्यों, उसे कौन देखता है, और आपके अधिकार।' },
  ]);
}

export default function Screen() {
  return <LegalPage page="privacy" />;
}
