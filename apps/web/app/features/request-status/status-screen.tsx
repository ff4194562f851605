import { Link } from 'react-router';
import { useSession } from '~/lib/session';
import { buttonClass } from '~/ui/button';
import { OtpVerification } from './otp-verification';
import { RequestList } from './request-list';

/** Know My Request Status (account spec §2, §4): loads at once for a stored mobile and token, else verifies first. */
export function StatusScreen() {
  const session = useSession();
  const ready = Boolean(session.token && session.mobile);

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-brand-900">Know My Request Status</h1>
        <Link to="/" className={buttonClass('secondary', 'sm')}>
          Back
        </Link>
      </div>
      <div className="mt-6">{ready ? <RequestList mobile={session.mobile!} /> : <OtpVerification />}</div>
    </main>
  );
}
