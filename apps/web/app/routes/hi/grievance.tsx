import '~/words/hi';
import '~/features/legal/legal-words.hi';
import { LegalPage } from '~/features/legal/legal-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/grievance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'शिकायत निवारण | BimaSetu' },
    {
      name: 'description',
      content:
        'BimaSetu से शिकायत कैसे करें, हम कितनी जल्दी जवाब देते हैं, और उसके बाद कहाँ जाएँ: IRDAI का बीमा भरोसा और बीमा लोकपाल।',
    },
  ]);
}

export default function Screen() {
  return <LegalPage page="grievance" />;
}
