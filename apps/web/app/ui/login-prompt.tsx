import { Link, useLocation } from 'react-router';
import { loginHref } from '~/lib/return-to';
import { buttonClass } from './button';

/** Shown in place of an account screen to a visitor who is not logged in. */
export function LoginPrompt({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="flex max-w-md flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm">
      <p className="text-slate-800">Please log in with your mobile number to see {what}.</p>
      <Link to={loginHref(`${pathname}${search}`)} className={buttonClass('primary')}>
        Login
      </Link>
    </div>
  );
}
