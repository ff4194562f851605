import { Link } from 'react-router';

/** The BimaSetu mark: a shield with a bridge arch ("setu"), then the name. Links home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
        <path d="M16 2 4 7v8c0 7.5 5.1 13.3 12 15 6.9-1.7 12-7.5 12-15V7L16 2Z" fill="#0b6e66" />
        <path d="M8 20c2.5-5 13.5-5 16 0" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <path d="M11 20v-3.2M16 20v-4.6M21 20v-3.2" stroke="#fbbf77" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-brand-900">
        Bima<span className="text-accent-700">Setu</span>
      </span>
    </Link>
  );
}
