import { ApplicationPage } from '~/features/application/application-page';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('phoneCheck', 'application');

export const meta = screenMeta({
  en: [
    { title: 'Best Policy Suggestions | BimaSetu' },
    { name: 'description', content: 'Apply once and get the best policy suggestions from our advisers.' },
  ],
  hi: [
    { title: 'सबसे अच्छी पॉलिसी के सुझाव | BimaSetu' },
    {
      name: 'description',
      content: 'एक बार आवेदन करें और हमारे सलाहकारों से अपने लिए सबसे अच्छी पॉलिसी के सुझाव पाएँ।',
    },
  ],
});

export default function Screen() {
  return <ApplicationPage />;
}
