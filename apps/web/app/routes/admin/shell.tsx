import { Outlet } from 'react-router';
import type { RouteHandle } from '~/lib/route-handle';

// Every /admin/* screen: the console brings its own layout instead of the customer's nav bar and footer.
export const handle: RouteHandle = { siteShell: false };

export default function AdminShell() {
  return <Outlet />;
}
