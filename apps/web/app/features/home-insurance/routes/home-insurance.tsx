import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';
import { HomeFormPage } from '../home-form';

export const handle = pageWords('consent', 'lists', 'homeInsurance');

export const meta = screenMeta({
  hi: [
    { title: 'होम इंश्योरेंस | BimaSetu' },
    { name: 'description', content: 'अपने घर और सामान के लिए भारत गृह रक्षा प्लान के दाम की तुलना करें।' },
  ],
});

export default function Screen() {
  return <HomeFormPage />;
}
