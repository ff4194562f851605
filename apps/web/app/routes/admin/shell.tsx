import { Outlet } from 'react-router';

export default function AdminShell() {
  return <Outlet />;
}
