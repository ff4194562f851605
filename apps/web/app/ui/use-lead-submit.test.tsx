import { apiPaths } from '@bimasetu/contract';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '~/lib/test-utils';
import { loadedWords } from '~/lib/words';
import { useLeadSubmit } from './use-lead-submit';

afterEach(() => vi.unstubAllGlobals());

const details = { fullName: 'Asha Rao', mobileNumber: '9876500071' };
const said = () => loadedWords('en').leadNotice!;

function keepWithCallBack() {
  const { result } = renderHook(() => useLeadSubmit('term'));
  act(() => result.current.setConsent({ consent: true, marketing: false, contactPreference: 'Call' }));
  act(() => result.current.keep(details));
}

describe('useLeadSubmit', () => {
  it('tells the visitor when their call-back request did not reach us, and sends it again on Try again', async () => {
    let answers = 0;
    const calls = stubFetch({
      [`POST ${apiPaths.addLead}`]: () =>
        (answers += 1) === 1
          ? { status: 503, body: { isSuccess: false, message: 'The database is unavailable right now' } }
          : { body: { isSuccess: true, message: 'ok' } },
    });
    keepWithCallBack();
    expect(await screen.findByText(said().failed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: said().tryAgain }));
    expect(await screen.findByText(said().sent)).toBeInTheDocument();
    // the focused Try again is gone: the focus is on Close, not lost to the page
    expect(screen.getByRole('button', { name: said().close })).toHaveFocus();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ line: 'term', consent: true, details });
    await userEvent.setup().click(screen.getByRole('button', { name: said().close }));
    expect(screen.queryByText(said().sent)).not.toBeInTheDocument();
  });

  it('says nothing when the lead lands', async () => {
    const calls = stubFetch({ [`POST ${apiPaths.addLead}`]: { body: { isSuccess: true, message: 'ok' } } });
    keepWithCallBack();
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(said().failed)).not.toBeInTheDocument();
  });
});
