// /admin: what is waiting now (four counts, each a link to its queue) and the last 14 days.
import type { OverviewResponse } from '@bimasetu/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { overviewQuery } from './admin-api';
import { AdminPage, LoadState } from './admin-page';
import { OverviewChart } from './overview-chart';

const COUNTS: { key: keyof OverviewResponse['counts']; label: string; to: string }[] = [
  { key: 'newRequests', label: 'New requests', to: '/admin/requests?status=Submitted' },
  { key: 'unreadMessages', label: 'Unread messages', to: '/admin/messages' },
  { key: 'openEnquiries', label: 'Open enquiries', to: '/admin/enquiries?status=New' },
  { key: 'leadsToday', label: 'Leads today', to: '/admin/leads' },
];

export function OverviewScreen() {
  const overview = useQuery(overviewQuery);
  const data = overview.data;
  return (
    <AdminPage
      title="Overview"
      description="What is waiting for the advisers, and how the last two weeks went."
    >
      <LoadState loading={overview.isPending} error={overview.error} what="overview" />
      {data ? (
        <>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {COUNTS.map((count) => (
              <li key={count.key}>
                <Link
                  to={count.to}
                  className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm hover:ring-2 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className="text-3xl font-bold text-brand-900">{data.counts[count.key]}</span>{' '}
                  <span className="mt-1 text-sm font-medium text-slate-700">{count.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <OverviewChart daily={data.daily} />
        </>
      ) : null}
    </AdminPage>
  );
}
