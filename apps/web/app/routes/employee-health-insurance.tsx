import { EmployeeFormPage } from '~/features/employee/employee-form';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('consent', 'lists', 'employee');

export const meta = screenMeta({
  hi: [
    { title: 'कर्मचारियों के लिए ग्रुप हेल्थ इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'अपनी टीम के लिए ग्रुप हेल्थ इंश्योरेंस: प्रमुख बीमा कंपनियों के प्लान की तुलना करें।',
    },
  ],
});

export default function Screen() {
  return <EmployeeFormPage />;
}
