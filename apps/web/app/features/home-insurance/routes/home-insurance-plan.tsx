import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';
import { HomePlanListPage } from '../home-plan-list';

export const handle = pageWords('lists', 'homeInsurance');

export const meta = screenMeta({
  hi: [
    { title: 'होम इंश्योरेंस प्लान | BimaSetu' },
    { name: 'description', content: 'आपके घर के लिए भारत गृह रक्षा प्लान, हर बीमा कंपनी के प्रकाशित दाम पर।' },
  ],
});

export default function Screen() {
  return <HomePlanListPage />;
}
