import '~/words/hi';
import '~/features/legal/legal-words.hi';
import '~/ui/disclosure-detail-words.hi';
import { LegalPage } from '~/features/legal/legal-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/terms';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'इस्तेमाल की शर्तें | BimaSetu' },
    { name: 'description', content: 'BimaSetu के इस्तेमाल की शर्तें।' },
  ]);
}

export default function Screen() {
  return <LegalPage page="terms" />;
}
