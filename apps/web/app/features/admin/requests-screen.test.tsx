import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { OverviewScreen } from './overview-screen';
import { RequestsScreen } from './requests-screen';

const item = {
  id: 5,
  createdOn: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  fullName: 'Asha Rao',
  phone: '9876543210',
  policyType: 'Health',
  sumAssured: '500000',
  status: 'Submitted',
  remarks: '',
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'adviser-tok');
});
afterEach(() => vi.unstubAllGlobals());

describe('RequestsScreen', () => {
  it('asks the API for the filters in the address, then for a changed filter from page 1', async () => {
    const calls = stubFetch({
      'GET /api/Admin/Requests': {
        body: { isSuccess: true, items: [item], total: 45, page: 2, pageSize: 20 },
      },
    });
    const { router } = renderScreen(<RequestsScreen />, '/admin/requests');
    await act(() => router.navigate('/admin/requests?policyType=Health&page=2'));
    const link = await screen.findByRole('link', { name: 'Open request 5 of Asha Rao' });
    expect(link).toHaveAttribute('href', '/admin/requests/5');
    expect(screen.getByText('₹5,00,000')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3 · 45 requests')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/Admin/Requests?page=2&pageSize=20&policyType=Health'),
    );
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer adviser-tok');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In Review');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/Admin/Requests?page=1&pageSize=20&status=In+Review&policyType=Health',
      ),
    );
    await userEvent.type(screen.getByLabelText('Search by phone, name or reference'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('&search=asha'));
  });
});

describe('OverviewScreen', () => {
  it('shows the four counts as links to their queues and the 14 days as a table for screen readers', async () => {
    const daily = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-11-${String(9 + i).padStart(2, '0')}`,
      requests: i === 13 ? 2 : 0,
      messages: 0,
      enquiries: 0,
      leads: 0,
    }));
    stubFetch({
      'GET /api/Admin/Overview': {
        body: {
          isSuccess: true,
          counts: { newRequests: 7, unreadMessages: 3, openEnquiries: 2, leadsToday: 1 },
          daily,
        },
      },
    });
    renderScreen(<OverviewScreen />, '/admin');
    expect(await screen.findByRole('link', { name: '7 New requests' })).toHaveAttribute(
      'href',
      '/admin/requests?status=Submitted',
    );
    expect(screen.getByRole('link', { name: '3 Unread messages' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily counts, oldest first' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(14);
    expect(
      screen.getByText('Last 14 days: 2 requests, 0 messages, 0 enquiries, 0 leads.'),
    ).toBeInTheDocument();
  });
});
