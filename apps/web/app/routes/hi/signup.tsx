import '~/words/hi';
import '~/features/session/session-words.hi';
import { SignupForm } from '~/features/session/signup-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/signup';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'साइन अप | BimaSetu' },
    {
      name: 'description',
      content: 'बिना पासवर्ड के BimaSetu अकाउंट बनाइए: आप मोबाइल पर आए कोड से लॉग इन करते हैं।',
    },
  ]);
}

export default function Screen() {
  return <SignupForm />;
}
