// The value, message and change handler of one text input, so a form names each field once:
// <TextField label="Email" {...field('email', filterEmailInput)} />.
import type { ChangeEvent } from 'react';

export function bindField<V extends object>(
  values: V,
  errors: Partial<Record<string, string>>,
  update: (patch: Partial<V>) => void,
) {
  return (name: keyof V & string, clean: (typed: string) => string = (typed) => typed) => ({
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update({ [name]: clean(event.target.value) } as Partial<V>),
  });
}
