import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';

export function NotFound() {
  const words = useWords('layout');
  const home = localHref(useLocale(), '/');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{words.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-slate-700">{words.notFoundBody}</p>
      <Link
        to={home}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {words.goHome}
      </Link>
    </main>
  );
}

export function SomethingWentWrong() {
  const words = useWords('layout');
  const home = localHref(useLocale(), '/');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{words.errorTitle}</h1>
      <p className="mt-3 text-lg text-slate-700">{words.errorBody}</p>
      <a
        href={home}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {words.goHome}
      </a>
    </main>
  );
}
