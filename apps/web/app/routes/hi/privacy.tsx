import '~/words/hi';
import '~/features/legal/legal-words.hi';
import { LegalPage } from '~/features/legal/legal-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/privacy';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'प्राइवेसी पॉलिसी | BimaSetu' },
    {
      name: 'description',
      content:
        'BimaSetu क्या जानकारी लेता है और क्यों, उसे किसे दिया जाता है, कितने समय तक रखा जाता है, और DPDP अधिनियम, 2023 के तहत आपके अधिकार।',
    },
  ]);
}

export default function Screen() {
  return <LegalPage page="privacy" />;
}
