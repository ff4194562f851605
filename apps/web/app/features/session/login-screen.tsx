import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { safeNext } from '~/lib/return-to';
import { storeLogin } from '~/lib/session';
import { useOtpLogin } from '~/lib/use-otp-login';
import { useLocale, useWords } from '~/lib/words';
import { OtpLoginForm } from '~/ui/otp-login-form';

interface LoginState {
  mobile?: string;
  sessionExpired?: boolean;
}

/**
 * Two steps (account spec §2, §4): mobile and Send OTP, then the 4-digit code, Verify OTP and Resend. The route
 * hands in `isOurPage` (pages.ts), so `?next=` is followed only to one of our pages.
 */
export function LoginScreen({ isOurPage }: { isOurPage: (pathname: string) => boolean }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const w = useWords('session');
  const arrival = (useLocation().state ?? {}) as LoginState;
  // back to the screen that asked for the login, when it is a page of this site (lib/return-to.ts); with none,
  // the home page in the login's language
  const [params] = useSearchParams();
  const next = params.get('next') ? safeNext(params.get('next'), isOurPage) : localHref(locale, '/');
  const login = useOtpLogin({
    initialMobile: arrival.mobile,
    onVerified: (token, mobile) => {
      storeLogin(token, mobile);
      navigate(next, { replace: true });
    },
  });

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">{w.loginTitle}</h1>
        <OtpLoginForm login={login} mobileIntro={w.loginIntro} sessionExpired={arrival.sessionExpired} />
        {login.step === 'mobile' ? (
          <p className="mt-4 text-sm text-slate-700">
            {w.newHere}{' '}
            <Link
              to={localHref(locale, '/signup')}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {w.signUpLink}
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}
