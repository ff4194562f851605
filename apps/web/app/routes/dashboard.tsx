import '~/words/en';
import '~/ui/phone-check-words';
import '~/features/application/application-words';
import { ApplicationPage } from '~/features/application/application-page';

export function meta() {
  return [
    { title: 'Best Policy Suggestions | BimaSetu' },
    { name: 'description', content: 'Apply once and get the best policy suggestions from our advisers.' },
  ];
}

export default function Screen() {
  return <ApplicationPage />;
}
