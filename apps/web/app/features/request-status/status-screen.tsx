import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInBrowser } from '~/lib/use-in-browser';
import { localHref } from '~/lib/locale-paths';
import { useSession } from '~/lib/session';
import { useLocale, useWords } from '~/lib/words';
import { buttonClass } from '~/ui/button';
import { STATUS_BOX, StatusSkeleton } from './status-skeleton';

// Nothing below the heading is drawn at first paint (the skeleton holds its space until the browser has read the
// session), so the code check, the list and one request in full each load when first shown.
const OtpVerification = lazy(() =>
  import('./otp-verification').then((m) => ({ default: m.OtpVerification })),
);
const RequestList = lazy(() => import('./request-list').then((m) => ({ default: m.RequestList })));
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

  const skeleton = <StatusSkeleton label={words.loading} />;
  let body;
  if (!inBrowser) body = skeleton;
  else if (!ready)
    body = (
      <Suspense fallback={skeleton}>
        <OtpVerification />
      </Suspense>
    );
  else if (reference)
    body = (
      <Suspense fallback={<StatusSkeleton label={words.detailLoading} />}>
        <RequestDetail reference={reference} />
      </Suspense>
    );
  else
    body = (
      <Suspense fallback={skeleton}>
        <RequestList mobile={session.mobile!} />
      </Suspense>
    );

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
