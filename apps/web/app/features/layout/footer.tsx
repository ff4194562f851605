import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { siteConfig } from '~/lib/site-config';
import { useLocale, useWords } from '~/lib/words';
import { HelpLine } from '~/ui/contact-links';
import { LanguageSwitch } from './language-switch';
import { footerLinks } from './nav-items';

/**
 * The configured registration details, loaded with their request after the page is up: they come from the
 * server anyway, and the footer is below the fold, so the first load of every page stays as light as before.
 */
function LazyRegistrationDetails() {
  const [Details, setDetails] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const w = useWords('disclosure');
  useEffect(() => {
    let live = true;
    import('~/ui/disclosures').then(
      (module) => live && setDetails(() => module.RegistrationDetails),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Details) return <Details />;
  return failed ? (
    <p>{w.failed}</p>
  ) : (
    <p className="min-h-[4.5rem]" aria-busy="true">
      {w.loading}
    </p>
  );
}

const linkClass = 'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white';

/**
 * Footer links of §2, the V.1.0 copyright, and the disclosures an IRDAI web aggregator must show: the
 * registration, company and officers come from the server's configuration (a demo line where there are none).
 */
export function Footer() {
  const w = useWords('disclosure');
  const layout = useWords('layout');
  const words = { ...layout.nav, ...layout.footer };
  const locale = useLocale();
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
          <p className="mt-6 flex items-center gap-3 text-sm">
            <span>{words.language}:</span>
            <span className="rounded-lg bg-white">
              <LanguageSwitch />
            </span>
          </p>
        </div>
        <section aria-labelledby="disclosures" className="space-y-2 text-sm leading-relaxed text-brand-100">
          <h2 id="disclosures" className="text-sm font-semibold tracking-wide text-white uppercase">
            {w.heading}
          </h2>
          <LazyRegistrationDetails />
          <p className="font-semibold text-white">{w.solicitation}</p>
          <p>
            {w.recipients} {w.notInsurer}
          </p>
          <HelpLine className="[&_a]:text-white" />
        </section>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {siteConfig.name}. {words.rights} {siteConfig.version}
      </p>
    </footer>
  );
}
