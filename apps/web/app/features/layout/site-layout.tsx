import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '~/lib/return-to';
import { takeSessionEndReason, useSession } from '~/lib/session';
import { useWords } from '~/lib/words';
import { Footer } from './footer';
import { LanguageOffer } from './language-switch';
import { NavBar } from './nav-bar';

/** Every screen sits inside this: skip link, nav bar, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const words = useWords('layout');
  const wasLoggedIn = useRef(loggedIn);

  // A 401 from any call ends the session; take the customer to the login screen with a word of explanation.
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn && takeSessionEndReason() === 'expired') {
      navigate(loginHref(`${pathname}${search}`), { state: { sessionExpired: true } });
    }
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, navigate, pathname, search]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {words.skipToMain}
      </a>
      <NavBar />
      <div id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </div>
      <Footer />
      {/* after the page, fixed at the foot: it never moves what is already shown */}
      <LanguageOffer />
    </div>
  );
}
