import { Link, useLocation } from 'react-router';
import { loginHref } from '~/lib/return-to';
import { useWords } from '~/lib/words';
import { buttonClass } from './button';

/** Shown in place of an account screen to a visitor who is not logged in. */
export function LoginPrompt({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  const words = useWords('phoneCheck');
  return (
    <div className="flex max-w-md flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm">
      <p className="text-slate-800">{words.loginToSee(what)}</p>
      <Link to={loginHref(`${pathname}${search}`)} className={buttonClass('primary')}>
        {words.login}
      </Link>
    </div>
  );
}
