import '~/words/hi';
import '~/ui/phone-check-words.hi';
import '~/features/application/application-words.hi';
import { ApplicationPage } from '~/features/application/application-page';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/dashboard';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'सबसे अच्छी पॉलिसी के सुझाव | BimaSetu' },
    {
      name: 'description',
      content: 'एक बार आवेदन करें और हमारे सलाहकारों से अपने लिए सबसे अच्छी पॉलिसी के सुझाव पाएँ।',
    },
  ]);
}

export default function Screen() {
  return <ApplicationPage />;
}
