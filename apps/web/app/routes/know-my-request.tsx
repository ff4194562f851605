import { StatusScreen } from '~/features/request-status/status-screen';
import { pageWords } from '~/lib/words';
import { screenMeta } from '~/page-meta';

export const handle = pageWords('phoneCheck', 'status');

export const meta = screenMeta({
  hi: [
    { title: 'मेरे अनुरोध की स्थिति | BimaSetu' },
    { name: 'description', content: 'अपने मोबाइल नंबर से अपने अनुरोध की स्थिति देखें।' },
  ],
});

export default function Screen() {
  return <StatusScreen />;
}
