// /admin/login: the mobile + OTP flow and messages of the customers' login, through the advisers' own OTP calls
// (which refuse a number that is not an adviser's before sending a code), then a check of the token as a second
// guard: a customer's token is never kept here, it is revoked at once and the adviser is told why.
import { adminLoginPaths } from '@bimasetu/contract';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useOtpLogin } from '~/lib/use-otp-login';
import { OtpLoginForm } from '~/ui/otp-login-form';
import { adminErrorMessage, isAdviserToken, NOT_AN_ADVISER } from './admin-api';
import { storeAdminToken, useAdminToken } from './admin-session';

export function AdminLoginScreen() {
  const navigate = useNavigate();
  const stored = useAdminToken();
  const arrival = (useLocation().state ?? {}) as { sessionExpired?: boolean };
  const login = useOtpLogin({
    paths: adminLoginPaths,
    onVerified: async (token) => {
      try {
        if (!(await isAdviserToken(token))) return { error: NOT_AN_ADVISER, restart: true };
      } catch (failure) {
        return { error: adminErrorMessage(failure) };
      }
      storeAdminToken(token);
      navigate('/admin', { replace: true });
    },
  });

  if (stored) return <Navigate to="/admin" replace />;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">BimaSetu advisers</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Adviser login</h1>
        <OtpLoginForm
          login={login}
          mobileIntro="Enter your registered mobile number and we will send you a one-time password (OTP)."
          sessionExpired={arrival.sessionExpired}
        />
      </div>
    </main>
  );
}
