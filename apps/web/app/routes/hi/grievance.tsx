import '~/words/hi';
import '~/features/legal/legal-words.hi';
import '~/ui/disclosure-detail-words.hi';
import { LegalPage } from '~/features/legal/legal-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/grievance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'शिकायत निवारण | BimaSetu' },
    { name: 'description', content: 'शिकायत कैसे करें और उसके बाद कहाँ जाएँ।' },
  ]);
}

export default function Screen() {
  return <LegalPage page="grievance" />;
}
