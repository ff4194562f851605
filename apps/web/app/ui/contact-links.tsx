// Tappable help lines: every phone number and email a customer reads is a tel: or mailto: link.
import { siteConfig } from '~/lib/site-config';
import { telHref } from '~/lib/tel-href';
import { useWords } from '~/lib/words';

const linkClass = 'font-medium underline underline-offset-4 focus-visible:outline-2';

export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`${linkClass} ${className}`}>
      {phone}
    </a>
  );
}

export function EmailLink({ email, className = '' }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`${linkClass} ${className}`}>
      {email}
    </a>
  );
}

/** The toll-free line and email, as links, with the hours. */
export function HelpLine({ className = '' }: { className?: string }) {
  const w = useWords('layout').footer;
  return (
    <p className={className}>
      {w.help}: <PhoneLink phone={siteConfig.supportPhone} /> ({w.tollFree}, {w.hours}) ·{' '}
      <EmailLink email={siteConfig.supportEmail} />
    </p>
  );
}
