// Filters and pages live in the address (?status=…&page=2), so a filtered queue can be reloaded, shared and
// walked back with the browser. These pure functions read them and turn them into API queries.
import {
  CONTACT_ENQUIRY_TYPES,
  CONTACT_STATUSES,
  LEAD_LINES,
  LEAD_STATUSES,
  POLICY_TYPES,
  REQUEST_STATUSES,
} from '@bimasetu/contract';
import type { QueryValue } from '~/lib/api-client';

export const PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 50;

type ApiQuery = Record<string, QueryValue>;

/** A whole page number of 1 or more; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The value of `key` when it is one of `choices`, otherwise undefined (an edited address shows everything). */
export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
): T | undefined {
  const value = params.get(key);
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Sets one filter (an empty value removes it) and goes back to page 1, as the old page may not exist any more. */
export function changeFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(key, value.trim());
  else next.delete(key);
  next.delete('page');
  return next;
}

export function changePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface RequestFilters {
  status?: (typeof REQUEST_STATUSES)[number];
  policyType?: (typeof POLICY_TYPES)[number];
  search: string;
  page: number;
}

export function readRequestFilters(params: URLSearchParams): RequestFilters {
  return {
    status: readChoice(params, 'status', REQUEST_STATUSES),
    policyType: readChoice(params, 'policyType', POLICY_TYPES),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: readPage(params),
  };
}

export function requestsQuery(filters: RequestFilters): ApiQuery {
  return {
    page: filters.page,
    pageSize: PAGE_SIZE,
    status: filters.status,
    policyType: filters.policyType,
    search: filters.search || undefined,
  };
}

export interface EnquiryFilters {
  type?: (typeof CONTACT_ENQUIRY_TYPES)[number];
  status?: (typeof CONTACT_STATUSES)[number];
  page: number;
}

export function readEnquiryFilters(params: URLSearchParams): EnquiryFilters {
  return {
    type: readChoice(params, 'type', CONTACT_ENQUIRY_TYPES),
    status: readChoice(params, 'status', CONTACT_STATUSES),
    page: readPage(params),
  };
}

export interface LeadFilters {
  line?: (typeof LEAD_LINES)[number];
  status?: (typeof LEAD_STATUSES)[number];
  page: number;
}

export function readLeadFilters(params: URLSearchParams): LeadFilters {
  return {
    line: readChoice(params, 'line', LEAD_LINES),
    status: readChoice(params, 'status', LEAD_STATUSES),
    page: readPage(params),
  };
}

/** Enquiry and lead filters go to the API as they are, with the page size. */
export function workQuery(filters: EnquiryFilters | LeadFilters): ApiQuery {
  return { ...filters, pageSize: PAGE_SIZE };
}
