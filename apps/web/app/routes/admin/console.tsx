import { Outlet } from 'react-router';
import { ConsoleLayout } from '~/features/admin/console-layout';

export default function Console() {
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}
