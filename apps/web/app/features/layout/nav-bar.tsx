import { CloseIcon, MenuIcon, NewTabIcon } from './nav-icons';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { loginHref } from '~/lib/return-to';
import { useSession } from '~/lib/session';
import { useInBrowser } from '~/lib/use-in-browser';
import { siteConfig } from '~/lib/site-config';
import { useLocale, useWords } from '~/lib/words';
import { LanguageSwitch } from './language-switch';
import { isActivePath, visibleNavItems } from './nav-items';
import { Logo } from './logo';

// The dialog (and Radix) is fetched only when a customer asks to log out.
const LogoutDialog = lazy(() => import('./logout-dialog'));

const linkBase =
  'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700';
const linkIdle = 'text-slate-700 hover:bg-brand-50 hover:text-brand-800';
const linkActive = 'bg-brand-700 text-white';
const authButton =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-center text-sm leading-tight font-semibold sm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function SiblingLinks({ className }: { className: string }) {
  const words = useWords('layout');
  const siblings = [
    { label: words.bankLoan, href: siteConfig.bankLoanUrl },
    { label: words.mutualFund, href: siteConfig.mutualFundUrl },
  ];
  return siblings.map((s) => (
    <a key={s.href} href={s.href} target="_blank" rel="noopener noreferrer" className={className}>
      {s.label}
      <NewTabIcon className="size-3.5" />
      <span className="sr-only">{words.opensInNewTab}</span>
    </a>
  ));
}

export function NavBar() {
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const inBrowser = useInBrowser();
  const locale = useLocale();
  const words = useWords('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuId = useId();
  const items = visibleNavItems(loggedIn);

  // §2: the page scrolls to the top when the bar first appears.
  useEffect(() => window.scrollTo(0, 0), []);

  const authControl = loggedIn ? (
    <button
      type="button"
      onClick={() => setLogoutOpen(true)}
      className={`${authButton} border border-brand-700 text-brand-800 hover:bg-brand-50`}
    >
      {words.logout}
    </button>
  ) : (
    // back to the same screen with its query (a plan list's answers); the prerendered page knows only the path,
    // so the query joins once the page has hydrated
    <Link
      to={loginHref(inBrowser ? `${pathname}${search}` : pathname)}
      className={`${authButton} bg-accent-700 text-white hover:bg-accent-800`}
    >
      {words.login}
    </Link>
  );

  const links = items.map((item) => {
    const active = isActivePath(pathname, item);
    return (
      <li key={item.word}>
        <Link
          to={localHref(locale, item.to)}
          aria-current={active ? 'page' : undefined}
          className={`${linkBase} block ${active ? linkActive : linkIdle}`}
        >
          {words.nav[item.word]}
        </Link>
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:gap-3">
        <Logo to={localHref(locale, '/')} />
        <div className="hidden items-center gap-1 lg:flex">
          <SiblingLinks className={`${linkBase} ${linkIdle} inline-flex items-center gap-1`} />
        </div>
        {/* tighter on a phone, so "लॉग आउट" stays on one line at 390 px (it may wrap inside its button below that) */}
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {authControl}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-800 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            <span className="sr-only">{words.menu}</span>
          </button>
        </div>
      </div>
      <nav aria-label={words.mainNav} className="border-t border-slate-100">
        <ul className="mx-auto hidden max-w-7xl flex-wrap gap-1 px-4 py-1.5 lg:flex">{links}</ul>
        <div
          id={menuId}
          hidden={!menuOpen}
          className="max-h-[75vh] overflow-y-auto px-4 pb-3 lg:hidden"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <ul className="flex flex-col gap-1 pt-2">{links}</ul>
          <div className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-2">
            <SiblingLinks className={`${linkBase} ${linkIdle} inline-flex items-center gap-1`} />
          </div>
        </div>
      </nav>
      {logoutOpen ? (
        <Suspense fallback={null}>
          <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
