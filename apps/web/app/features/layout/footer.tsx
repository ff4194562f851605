import { Link } from 'react-router';
import { siteConfig } from '~/lib/site-config';
import { footerLinks } from './nav-items';

/** Footer links of §2, the V.1.0 copyright, and the disclosures an IRDAI web aggregator must show. */
export function Footer() {
  const { irdaiRegNo, irdaiRegValidTill } = siteConfig;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Quick links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="disclosures" className="space-y-2 text-sm leading-relaxed text-brand-100">
          <h2 id="disclosures" className="text-sm font-semibold tracking-wide text-white uppercase">
            Regulatory disclosures
          </h2>
          <p>
            {siteConfig.name} is an insurance web aggregator registered with the Insurance Regulatory and
            Development Authority of India (IRDAI).{' '}
            {irdaiRegNo ? (
              <>
                IRDAI Registration No. <strong className="text-white">{irdaiRegNo}</strong>
                {irdaiRegValidTill ? (
                  <>
                    , valid till <strong className="text-white">{irdaiRegValidTill}</strong>
                  </>
                ) : null}
                .
              </>
            ) : (
              'Registration details are displayed once configured for this deployment.'
            )}
          </p>
          <p className="font-semibold text-white">Insurance is the subject matter of solicitation.</p>
          <p>
            The details you share on this website are passed to our partner insurance companies so that they
            can offer you quotes and policies. We do not underwrite risk or act as an insurer.
          </p>
          <p>
            Help: {siteConfig.supportPhone} (toll-free, 9 am to 7 pm, Monday to Saturday) ·{' '}
            {siteConfig.supportEmail}
          </p>
        </section>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {siteConfig.name}. All rights reserved. {siteConfig.version}
      </p>
    </footer>
  );
}
