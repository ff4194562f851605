import { Link, useLocation } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { loginHref } from '~/lib/return-to';
import { useLocale } from '~/lib/words';
import { buttonClass } from './button';

/**
 * Shown in place of an account screen to a visitor who is not logged in; the screen gives the words in its
 * page's language. The login is the Hindi one from a Hindi page once it is translated (until then the English).
 */
export function LoginPrompt({ text, loginLabel }: { text: string; loginLabel: string }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  return (
    <div className="flex max-w-md flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm">
      <p className="text-slate-800">{text}</p>
      <Link to={localHref(locale, loginHref(`${pathname}${search}`))} className={buttonClass('primary')}>
        {loginLabel}
      </Link>
    </div>
  );
}
