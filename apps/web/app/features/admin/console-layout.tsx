// The console's own frame: a header with the adviser and Logout, the sections, and the page. Without a token
// (or once the server refuses it) the adviser is sent to /admin/login.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, NavLink, useNavigate } from 'react-router';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { adminKeys, adminLogout, adminMeQuery, isForbidden, NOT_AN_ADVISER } from './admin-api';
import { formatMobile } from './admin-format';
import { clearAdminToken, takeAdminEndReason, useAdminToken } from './admin-session';

const SECTIONS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/requests', label: 'Requests' },
  { to: '/admin/queues', label: 'Queues' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/faqs', label: 'FAQs' },
  { to: '/admin/audit', label: 'Audit log' },
];

function ToLogin() {
  const [expired] = useState(() => takeAdminEndReason() === 'expired');
  return <Navigate to="/admin/login" replace state={{ sessionExpired: expired }} />;
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const me = useQuery(adminMeQuery(Boolean(token)));

  if (token === undefined) return null;
  if (token === null) return <ToLogin />;

  async function logout() {
    setLeaving(true);
    try {
      await adminLogout();
    } catch {
      // The token is forgotten either way; an expired one is already unusable.
    }
    clearAdminToken('logout');
    queryClient.removeQueries({ queryKey: adminKeys.all });
    navigate('/admin/login', { replace: true });
  }

  function switchAccount() {
    clearAdminToken('logout');
    queryClient.removeQueries({ queryKey: adminKeys.all });
  }

  const adviser = me.data?.result;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">
            BimaSetu <span className="font-normal text-brand-100">· Advisers’ console</span>
          </p>
          <div className="flex items-center gap-3 text-sm">
            {adviser ? (
              <p>
                <span className="sr-only">Logged in as </span>
                {adviser.name || 'Adviser'}{' '}
                <span className="text-brand-100">({formatMobile(adviser.mobile)})</span>
              </p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              busy={leaving}
              onClick={() => void logout()}
              className="border-white"
            >
              Logout
            </Button>
          </div>
        </div>
        <nav aria-label="Console sections" className="bg-brand-800">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    `block border-b-4 px-3 py-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-white ${
                      isActive
                        ? 'border-white text-white'
                        : 'border-transparent text-brand-50 hover:border-brand-100'
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none">
        {isForbidden(me.error) ? (
          <div className="flex max-w-xl flex-col items-start gap-3">
            <h1 className="text-2xl font-bold text-slate-900">Advisers only</h1>
            <Notice tone="error">{NOT_AN_ADVISER}</Notice>
            <Button onClick={switchAccount}>Log in as an adviser</Button>
          </div>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
