// Plans side by side: one column per plan, one row per figure; a labelled, scrollable, keyboard-focusable region.
import type { ReactNode } from 'react';
import { useWords } from '~/lib/words';
import { InsurerBadge } from './insurer-badge';

export interface CompareRow<T> {
  label: string;
  value: (item: T) => ReactNode;
}

export interface CompareTableProps<T> {
  items: readonly T[];
  rows: readonly CompareRow<T>[];
  keyOf: (item: T) => string;
  insurerOf: (item: T) => string;
  nameOf: (item: T) => string;
}

export function CompareTable<T>({ items, rows, keyOf, insurerOf, nameOf }: CompareTableProps<T>) {
  const words = useWords('lists');
  return (
    <div
      className="overflow-x-auto rounded-xl bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label={words.comparison}
    >
      <table className="w-full min-w-[32rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{words.comparisonCaption}</caption>
        <thead>
          <tr>
            <td className="w-28 p-3 sm:w-44" />
            {items.map((item) => (
              <th key={keyOf(item)} scope="col" className="border-l border-slate-100 p-3 align-top">
                <div className="flex flex-col gap-2">
                  <InsurerBadge name={insurerOf(item)} size="sm" />
                  <span className="font-semibold text-slate-900">{nameOf(item)}</span>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th scope="row" className="p-3 font-medium text-slate-700">
                {row.label}
              </th>
              {items.map((item) => (
                <td key={keyOf(item)} className="border-l border-slate-100 p-3 align-top text-slate-900">
                  {row.value(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
