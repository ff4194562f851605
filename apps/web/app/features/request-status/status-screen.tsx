import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInBrowser } from '~/lib/use-in-browser';
import { localHref } from '~/lib/locale-paths';
import { useSession } from '~/lib/session';
import { useLocale, useWords } from '~/lib/words';
import { buttonClass } from '~/ui/button';
import { OtpVerification } from './otp-verification';
import { RequestList } from './request-list';
import { STATUS_BOX, StatusSkeleton } from './status-skeleton';

// One request in full opens only from a logged-in list (?ref=), never at first paint: it loads when asked for.
const RequestDetail = lazy(() => import('./request-detail').then((m) => ({ default: m.RequestDetail })));

/**
 * Know My Request Status (account spec §2, §4): loads at once for a stored mobile and token, else verifies first.
 * `?ref=BS-…` opens one request's detail. Until the browser has read the session the space is held by a
 * skeleton of the same height, so the page never jumps.
 */
export function StatusScreen() {
  const session = useSession();
  const words = useWords('status');
  const locale = useLocale();
  const inBrowser = useInBrowser();
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const ready = Boolean(session.token && session.mobile);

  let body;
  if (!inBrowser) body = <StatusSkeleton label={words.loading} />;
  else if (!ready) body = <OtpVerification />;
  else if (reference)
    body = (
      <Suspense fallback={<StatusSkeleton label={words.detailLoading} />}>
        <RequestDetail reference={reference} />
      </Suspense>
    );
  else body = <RequestList mobile={session.mobile!} />;

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
        <Link to={localHref(locale, '/')} className={buttonClass('secondary', 'sm')}>
          {words.back}
        </Link>
      </div>
      <p className="mt-3 max-w-3xl text-slate-700">{words.intro}</p>
      <div className={`mt-6 ${STATUS_BOX}`}>{body}</div>
    </main>
  );
}
