import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { requestStatusMessages } from '@bimasetu/contract';
import { buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { RequestTable } from './request-table';
import { myRequestsQuery } from './requests-api';

export function RequestList({ mobile }: { mobile: string }) {
  const requests = useQuery(myRequestsQuery(mobile));

  if (requests.isPending)
    return (
      <p role="status" className="py-8 text-slate-700">
        Loading your requests…
      </p>
    );
  if (requests.isError) return <Notice tone="error">{requestStatusMessages.fetchFailed}</Notice>;
  if (requests.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
        <p className="max-w-md text-slate-800">{requestStatusMessages.empty}</p>
        <Link to="/dashboard" className={buttonClass('accent')}>
          Start Now
        </Link>
      </div>
    );
  }
  return <RequestTable requests={requests.data} />;
}
