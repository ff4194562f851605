// The language switch in the nav bar, the remembered choice, and the offer made to a browser asking for Hindi.
import { useEffect, useState } from 'react';
import { useInBrowser } from '~/lib/use-in-browser';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  browserPrefersHindi,
  dismissHindiOffer,
  hindiOfferDismissed,
  rememberedLocale,
  rememberLocale,
} from '~/lib/locale-choice';
import { pathIn } from '~/lib/locale-paths';
import { useLocale, useWords, type Locale } from '~/lib/words';

// The event lib/carry-over.ts listens for (named here so the nav bar does not load that module).
const announceSwitch = () => window.dispatchEvent(new Event('bimasetu:before-language-switch'));

const switchClass =
  'inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-2.5 text-sm sm:px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** "हिंदी" on English pages, "English" on Hindi ones: the same screen, its address state and typed values kept. */
export function LanguageSwitch() {
  const locale = useLocale();
  const words = useWords('layout');
  const { pathname, search, hash } = useLocation();
  const [note, setNote] = useState(false);
  const target: Locale = locale === 'hi' ? 'en' : 'hi';
  const to = pathIn(target, pathname);

  if (to === undefined) {
    // Not translated yet: remember the wish (translated pages open in Hindi) and say so, in Hindi.
    return (
      <span className="relative">
        <button
          type="button"
          lang={target}
          title={words.switchTitle}
          className={switchClass}
          onClick={() => {
            rememberLocale(target);
            setNote(true);
          }}
        >
          {words.switchTo}
        </button>
        <span
          role="status"
          lang={target}
          className={
            note
              ? 'absolute top-full right-0 mt-1 w-56 rounded-md bg-slate-900 p-2 text-xs text-white'
              : 'sr-only'
          }
        >
          {note ? words.notTranslated : ''}
        </span>
      </span>
    );
  }

  return (
    <Link
      to={`${to}${search}${hash}`}
      lang={target}
      hrefLang={target === 'hi' ? 'hi-IN' : 'en-IN'}
      title={words.switchTitle}
      className={switchClass}
      data-testid="language-switch"
      onClick={() => {
        announceSwitch();
        rememberLocale(target);
      }}
    >
      {words.switchTo}
    </Link>
  );
}

let choiceApplied = false;

/**
 * Once per visit: a remembered choice opens the same screen in that language (the visitor chose it); a browser
 * asking for Hindi first, with no choice made, is offered the Hindi page, never sent there.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const words = useWords('layout');
  const navigate = useNavigate();
  // false while prerendering and hydrating: the offer depends on the browser's languages and storage
  const inBrowser = useInBrowser();
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (choiceApplied) return;
    choiceApplied = true;
    const chosen = rememberedLocale();
    const there = chosen === undefined || chosen === locale ? undefined : pathIn(chosen, pathname);
    if (there !== undefined) void navigate(`${there}${search}${hash}`, { replace: true });
  }, [locale, pathname, search, hash, navigate]);

  const hindi = pathIn('hi', pathname);
  const offered =
    inBrowser &&
    !dismissed &&
    locale === 'en' &&
    hindi !== undefined &&
    rememberedLocale() === undefined &&
    !hindiOfferDismissed() &&
    browserPrefersHindi(navigator.languages);
  if (!offered) return null;
  return (
    <aside
      lang="hi"
      aria-label={words.offerAccept}
      data-testid="hindi-offer"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-accent-50 px-4 py-3 text-sm text-slate-900 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p>{words.offer}</p>
        <Link
          to={`${hindi}${search}${hash}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
          onClick={() => {
            announceSwitch();
            rememberLocale('hi');
          }}
        >
          {words.offerAccept}
        </Link>
        <button
          type="button"
          className="ml-auto rounded-md px-2 py-1 text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => {
            dismissHindiOffer();
            setDismissed(true);
          }}
        >
          {words.offerDismiss}
        </button>
      </div>
    </aside>
  );
}
