import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyPart', () => {
  it('loads the module the first time the part is shown, not before', async () => {
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const part = lazyPart(
      async () => {
        loads += 1;
        await gate;
        return { Part };
      },
      (m) => m.Part,
    );
    expect(loads).toBe(0);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component text="shown" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(loads).toBe(1);
    await act(async () => release());
    expect(await screen.findByText('shown')).toBeInTheDocument();
  });

  it('renders at once, without suspending, when the module was preloaded', async () => {
    const part = lazyPart(
      async () => ({ Part }),
      (m) => m.Part,
    );
    await part.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component text="at once" />
      </Suspense>,
    );
    expect(screen.getByText('at once')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
