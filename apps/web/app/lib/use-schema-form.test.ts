import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './form-errors';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z
    .string()
    .min(1, 'Name is required')
    .regex(/^[a-z]*$/, 'letters only'),
  items: z.array(z.object({ age: z.string().min(1, 'age needed') })),
});

describe('fieldErrors', () => {
  it('keeps the first message of each field path', () => {
    expect(fieldErrors(schema.safeParse({ name: '', items: [{ age: '1' }, { age: '' }] }))).toEqual({
      name: 'Name is required',
      'items.1.age': 'age needed',
    });
  });
});

describe('useSchemaForm', () => {
  it('shows errors only after submit, then rechecks each change', () => {
    const { result } = renderHook(() => useSchemaForm(schema, { name: '', items: [] as { age: string }[] }));
    act(() => result.current.update({ name: '1' }));
    expect(result.current.errors).toEqual({});
    const onValid = vi.fn();
    act(() => {
      result.current.submit(onValid);
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'letters only' });
    act(() => result.current.update({ name: 'asha' }));
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.submit(onValid);
    });
    expect(onValid).toHaveBeenCalledWith({ name: 'asha', items: [] });
  });
});

describe('useSchemaForm with afterEdit clear', () => {
  it('drops only the edited field’s message and checks again on the next submit', () => {
    const { result } = renderHook(() =>
      useSchemaForm(schema, { name: '', items: [{ age: '' }] }, { afterEdit: 'clear' }),
    );
    act(() => {
      result.current.submit(vi.fn());
    });
    expect(result.current.errors).toEqual({ name: 'Name is required', 'items.0.age': 'age needed' });
    act(() => result.current.update({ name: '1' }));
    expect(result.current.errors).toEqual({ 'items.0.age': 'age needed' });
    act(() => {
      result.current.submit(vi.fn());
    });
    expect(result.current.errors).toEqual({ name: 'letters only', 'items.0.age': 'age needed' });
  });
});

describe('useSchemaForm options', () => {
  beforeEach(() => sessionStorage.clear());
  const flat = z.object({ name: z.string().min(1, 'is required'), pan: z.string() });
  const DRAFT = { key: 'test-form', omit: ['pan'] } as const;

  it('describe turns the schema’s rules into the messages shown', () => {
    const { result } = renderHook(() =>
      useSchemaForm(
        flat,
        { name: '', pan: '' },
        { describe: (e) => ({ ...e, name: `Full name ${e.name}` }) },
      ),
    );
    act(() => {
      result.current.submit(vi.fn());
    });
    expect(result.current.errors).toEqual({ name: 'Full name is required' });
  });

  it('draft keeps what was typed for the next mount, never the omitted fields, until it is forgotten', () => {
    const first = renderHook(() => useSchemaForm(flat, { name: '', pan: '' }, { draft: DRAFT }));
    act(() => first.result.current.update({ name: 'Asha', pan: 'ABCDE1234F' }));
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem('bimasetu.draft.test-form') ?? '{}')).toEqual({ name: 'Asha' });
    const second = renderHook(() => useSchemaForm(flat, { name: '', pan: '' }, { draft: DRAFT }));
    expect(second.result.current.values).toEqual({ name: 'Asha', pan: '' });
    act(() => second.result.current.forgetDraft());
    expect(sessionStorage.getItem('bimasetu.draft.test-form')).toBeNull();
    // a value of the wrong kind, or a field the form does not have, is not read back
    sessionStorage.setItem('bimasetu.draft.test-form', JSON.stringify({ name: 42, extra: 'x' }));
    const third = renderHook(() => useSchemaForm(flat, { name: '', pan: '' }, { draft: DRAFT }));
    expect(third.result.current.values).toEqual({ name: '', pan: '' });
  });
});

describe('useSchemaForm with afterEdit keep', () => {
  it('keeps every message while the fields are edited, until the next submit checks again', () => {
    const { result } = renderHook(() =>
      useSchemaForm(schema, { name: '', items: [] as { age: string }[] }, { afterEdit: 'keep' }),
    );
    act(() => {
      result.current.submit(vi.fn());
    });
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    act(() => result.current.update({ name: 'asha' }));
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    const onValid = vi.fn();
    act(() => {
      result.current.submit(onValid);
    });
    expect(result.current.errors).toEqual({});
    expect(onValid).toHaveBeenCalledWith({ name: 'asha', items: [] });
  });
});

describe('useSchemaForm with a schema loader', () => {
  const initial = { name: '', items: [] as { age: string }[] };

  it('does not load the schema until a form is used, then loads it on the first focus inside a form', async () => {
    const loader = vi.fn(() => Promise.resolve(schema));
    renderHook(() => useSchemaForm(loader, initial));
    const outside = document.createElement('button');
    const form = document.createElement('form');
    const input = document.createElement('input');
    form.append(input);
    document.body.append(outside, form);
    outside.focus();
    expect(loader).not.toHaveBeenCalled();
    await act(async () => {
      input.focus();
      await Promise.resolve();
    });
    expect(loader).toHaveBeenCalledTimes(1);
    form.remove();
    outside.remove();
  });

  it('checks a submit made before the schema arrived once it does, with the same messages', async () => {
    let arrive: (loaded: typeof schema) => void = () => undefined;
    const loader = () => new Promise<typeof schema>((resolve) => (arrive = resolve));
    const onRefused = vi.fn();
    const { result } = renderHook(() => useSchemaForm(loader, initial, { onRefused }));
    const onValid = vi.fn();
    let answer = true;
    act(() => {
      answer = result.current.submit(onValid);
    });
    expect(answer).toBe(false);
    expect(result.current.errors).toEqual({});
    await act(async () => arrive(schema));
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
    // once here, a submit is checked at once
    act(() => result.current.update({ name: 'asha' }));
    act(() => {
      answer = result.current.submit(onValid);
    });
    expect(answer).toBe(true);
    expect(onValid).toHaveBeenCalledWith({ name: 'asha', items: [] });
  });
});
