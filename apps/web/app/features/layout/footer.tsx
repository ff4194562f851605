import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { siteConfig } from '~/lib/site-config';
import { whenIdle } from '~/lib/when-idle';
import { loadWords, ownWords, useLocale, useWords } from '~/lib/words';
import { HelpLine } from '~/ui/contact-links';
import type * as DisclosuresModule from '~/ui/disclosures';
import { LanguageSwitch } from './language-switch';
import { footerLinks } from './nav-items';

type Details = typeof DisclosuresModule;

const DETAIL_WORDS = ownWords(
  'disclosureDetail',
  () => import('~/ui/disclosure-detail-words'),
  () => import('~/ui/disclosure-detail-words.hi'),
);

/**
 * The configured registration details and who sees a visitor's data, loaded with the page's language's words after
 * the page is up and the browser idle: the details come from the server anyway, and the footer is below the fold, so the first load of
 * every page stays as light as before. A language switch loads the other language's words before showing them.
 */
function useLazyDetails(): { details: Details | null; failed: boolean } {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; details: Details } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    // when the browser is idle: not in the task that ends hydration
    const cancel = whenIdle(() => {
      Promise.all([import('~/ui/disclosures'), loadWords(DETAIL_WORDS, locale, ['disclosureDetail'])]).then(
        ([details]) => live && setLoaded({ locale, details }),
        () => live && setFailed(true),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [locale]);
  return { details: loaded?.locale === locale ? loaded.details : null, failed };
}

const linkClass = 'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white';

/**
 * Footer links of §2, the V.1.0 copyright, and the disclosures an IRDAI web aggregator must show: the
 * registration, company and officers come from the server's configuration (a demo line where there are none).
 */
export function Footer() {
  const layout = useWords('layout');
  const words = { ...layout.nav, ...layout.footer };
  const locale = useLocale();
  const { details, failed } = useLazyDetails();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <div>
          <nav aria-label={words.nav}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{words.quickLinks}</h2>
            <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={localHref(locale, link.to)} className={linkClass}>
                    {words[link.word]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* the issue asks for the switch in the footer too, where a phone's reader ends up */}
          <p className="mt-6 inline-block rounded-lg bg-white">
            <LanguageSwitch />
          </p>
        </div>
        <section aria-labelledby="disclosures" className="space-y-2 text-sm leading-relaxed text-brand-100">
          <h2 id="disclosures" className="text-sm font-semibold tracking-wide text-white uppercase">
            {words.heading}
          </h2>
          {details ? (
            <details.RegistrationDetails />
          ) : failed ? (
            <p>{words.detailsFailed}</p>
          ) : (
            <p className="min-h-[4.5rem]" aria-busy="true">
              {words.detailsLoading}
            </p>
          )}
          <p className="font-semibold text-white">{words.solicitation}</p>
          {/* the same height before and after the sentence arrives */}
          <div className="min-h-[4.5rem]">{details ? <details.DataUse /> : null}</div>
          <HelpLine className="[&_a]:text-white" />
        </section>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {siteConfig.name}. {words.rights} {siteConfig.version}
      </p>
    </footer>
  );
}
