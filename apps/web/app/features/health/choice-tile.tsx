// A tile that is a real checkbox or radio underneath: member, condition, city and gender choices.
import type { ReactNode } from 'react';

export interface ChoiceTileProps {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  invalid?: boolean;
}

export function ChoiceTile({ type, name, checked, onChange, children, invalid }: ChoiceTileProps) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-700 ${invalid ? 'border-red-700' : 'border-slate-300'}`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-brand-700"
      />
      {children}
    </label>
  );
}
