import { notFoundMessages } from '@bimasetu/contract';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{notFoundMessages.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{notFoundMessages.body}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Go to the home page
      </Link>
    </main>
  );
}

export function SomethingWentWrong() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mt-3 text-lg text-slate-700">
        This page could not be shown. Please reload it or try again later.
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Go to the home page
      </a>
    </main>
  );
}
