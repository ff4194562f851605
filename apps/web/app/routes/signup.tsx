import { SignupForm } from '~/features/session/signup-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('session');

export const meta = screenMeta({
  hi: [
    { title: 'साइन अप | BimaSetu' },
    {
      name: 'description',
      content: 'बिना पासवर्ड के BimaSetu अकाउंट बनाइए: आप मोबाइल पर आए कोड से लॉग इन करते हैं।',
    },
  ],
});

export default function Screen() {
  return <SignupForm />;
}
