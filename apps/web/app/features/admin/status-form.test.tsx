import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { replyError } from './reply-form';
import { StatusForm } from './status-form';

describe('StatusForm', () => {
  it('sends the chosen status and trimmed remarks, then confirms', async () => {
    const onSave = vi.fn(async () => ({}));
    render(<StatusForm status="Submitted" remarks="" onSave={onSave} />);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Quote Shared');
    await userEvent.type(screen.getByLabelText('Remarks for the customer'), '  Quote sent by email  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save status and remarks' }));
    expect(onSave).toHaveBeenCalledWith({ status: 'Quote Shared', remarks: 'Quote sent by email' });
    expect(await screen.findByText(/The customer now sees this status/)).toBeInTheDocument();
  });

  it('refuses remarks over 1000 characters without calling the server', async () => {
    const onSave = vi.fn(async () => ({}));
    render(<StatusForm status="In Review" remarks={'x'.repeat(1001)} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save status and remarks' }));
    expect(screen.getByText('Remarks must be at most 1000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Remarks for the customer')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    const { ApiError } = await import('~/lib/api-client');
    const onSave = vi.fn(async () => {
      throw new ApiError(404, 'Not found', null);
    });
    render(<StatusForm status="In Review" remarks="" onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save status and remarks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This record no longer exists.');
  });
});

describe('replyError', () => {
  it('needs some text and at most 2000 characters', () => {
    expect(replyError('   ')).toBe('Please write a reply.');
    expect(replyError('a'.repeat(2001))).toBe('Reply must be at most 2000 characters');
    expect(replyError('Your policy document is attached.')).toBeNull();
  });
});
