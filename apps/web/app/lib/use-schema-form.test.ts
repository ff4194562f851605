import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
