import '~/words/hi';
import '~/ui/consent-words.hi';
import '~/ui/list-words.hi';
import '~/features/employee/employee-words.hi';
import { EmployeeFormPage } from '~/features/employee/employee-form';
import { hindiPageMeta } from '~/page-meta';
import type { Route } from './+types/employee-health-insurance';

export function meta({ location }: Route.MetaArgs) {
  return hindiPageMeta(location.pathname, [
    { title: 'कर्मचारियों के लिए ग्रुप हेल्थ इंश्योरेंस | BimaSetu' },
    {
      name: 'description',
      content: 'अपनी टीम के लिए ग्रुप हेल्थ इंश्योरेंस: प्रमुख बीमा कंपनियों के प्लान की तुलना करें।',
    },
  ]);
}

export default function Screen() {
  return <EmployeeFormPage />;
}
