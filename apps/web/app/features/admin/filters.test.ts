import { describe, expect, it } from 'vitest';
import { buildUrl } from '~/lib/api-client';
import {
  changeFilter,
  changePage,
  pageCount,
  readEnquiryFilters,
  readLeadFilters,
  readRequestFilters,
  requestsQuery,
  workQuery,
} from './filters';

const params = (text: string) => new URLSearchParams(text);

describe('request filters', () => {
  it('reads status, policy type, search and page from the address and builds the API query', () => {
    const filters = readRequestFilters(
      params('status=In+Review&policyType=Motor+Insurance&search=+98765+&page=3'),
    );
    expect(filters).toEqual({ status: 'In Review', policyType: 'Motor Insurance', search: '98765', page: 3 });
    expect(buildUrl('/api/Admin/Requests', requestsQuery(filters))).toBe(
      '/api/Admin/Requests?page=3&pageSize=20&status=In+Review&policyType=Motor+Insurance&search=98765',
    );
  });

  it('ignores values the API would refuse: unknown status, bad page, overlong search', () => {
    const filters = readRequestFilters(params(`status=Lost&policyType=Pet&page=-2&search=${'a'.repeat(60)}`));
    expect(filters.status).toBeUndefined();
    expect(filters.policyType).toBeUndefined();
    expect(filters.page).toBe(1);
    expect(filters.search).toHaveLength(50);
    expect(buildUrl('/x', requestsQuery({ ...filters, search: '' }))).toBe('/x?page=1&pageSize=20');
  });

  it('goes back to page 1 when a filter changes, and drops an emptied filter', () => {
    const start = params('status=Closed&page=4');
    expect(changeFilter(start, 'policyType', 'Health').toString()).toBe('status=Closed&policyType=Health');
    expect(changeFilter(start, 'status', '').toString()).toBe('');
    expect(changePage(start, 5).toString()).toBe('status=Closed&page=5');
    expect(changePage(start, 1).toString()).toBe('status=Closed');
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});

describe('enquiry and lead filters', () => {
  it('keeps only the listed enquiry types and statuses', () => {
    expect(readEnquiryFilters(params('type=kyc-update&status=New'))).toEqual({
      type: 'kyc-update',
      status: 'New',
      page: 1,
    });
    expect(readEnquiryFilters(params('type=kyc&status=Done&page=2'))).toEqual({
      type: undefined,
      status: undefined,
      page: 2,
    });
  });

  it('keeps only the listed lead lines and statuses, and sends them with the page size', () => {
    const filters = readLeadFilters(params('line=two-wheeler&status=In+Progress'));
    expect(buildUrl('/api/Admin/Leads', workQuery(filters))).toBe(
      '/api/Admin/Leads?line=two-wheeler&status=In+Progress&page=1&pageSize=20',
    );
    expect(readLeadFilters(params('line=boat')).line).toBeUndefined();
  });
});
