import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { requestStatusMessages } from '@bimasetu/contract';
import { localHref } from '~/lib/locale-paths';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { Button, buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { RequestTable } from './request-table';
import { myRequestsQuery } from './requests-api';
import { StatusSkeleton } from './status-skeleton';

export function RequestList({ mobile }: { mobile: string }) {
  const requests = useQuery(myRequestsQuery(mobile));
  const words = useWords('status');
  const locale = useLocale();
  const say = sayIn(words.messages);

  if (requests.isPending) return <StatusSkeleton label={words.loading} />;
  if (requests.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{say(requestStatusMessages.fetchFailed)}</Notice>
        <Button size="sm" variant="secondary" onClick={() => void requests.refetch()}>
          {words.retry}
        </Button>
      </div>
    );
  if (requests.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
        <p className="max-w-md text-slate-800">{say(requestStatusMessages.empty)}</p>
        <Link to={localHref(locale, '/dashboard')} className={buttonClass('accent')}>
          {words.startNow}
        </Link>
      </div>
    );
  }
  return <RequestTable requests={requests.data} />;
}
