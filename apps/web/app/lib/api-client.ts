// One way to call the API: JSON in and out, the stored bearer token, readable errors, and a clean logout on 401.
import { localeOfPath } from './locale-paths';
import { clearSession, getToken } from './session';
import { loadedWords } from './words';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the stored bearer token (default: only when one is stored). */
  auth?: boolean;
  /** Send this bearer token instead of the customer's stored one; a 401 then leaves the customer's session alone. */
  token?: string | null;
  signal?: AbortSignal;
}

const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/**
 * What a person reads when the server cannot be reached or says its records are away (503, or a proxy's 502 or
 * 504), in the page's language (the shell's `ui` words, `unreachable`, which every page loads): the server's own
 * text for those is English and about its database, so every screen that shows a failure's serverMessage shows
 * these words instead. A 4xx keeps the server's text, which is about the request's fields.
 */
function unreachable(): string | null {
  const locale = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
  return loadedWords(locale).ui?.unreachable ?? null;
}

/**
 * A failed call. status is 0 when the server could not be reached. serverMessage is the API's own text, except
 * when the server could not be reached or its records were away (`unreachable`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | null, body: unknown) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed (${status})`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The message an API answer's body carries, if any (the server's own text). */
export function serverTextOf(body: unknown): string | null {
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return null;
}

/**
 * Calls the API and answers the parsed JSON. Throws ApiError for a network failure, a non-2xx status, or a body
 * that says `isSuccess: false`. A 401 on a call that carried a token ends the session (reason "expired").
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const ownToken = options.token !== undefined;
  const token = ownToken ? options.token : options.auth === false ? null : getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // a FormData upload carries its own multipart boundary in the Content-Type the browser writes
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, unreachable(), null);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }

  if (response.status === 401 && token && !ownToken) clearSession('expired');
  if (UNREACHABLE_STATUSES.has(response.status)) throw new ApiError(response.status, unreachable(), parsed);
  if (!response.ok) throw new ApiError(response.status, serverTextOf(parsed), parsed);
  if (parsed && typeof parsed === 'object' && 'isSuccess' in parsed && parsed.isSuccess === false) {
    throw new ApiError(response.status, serverTextOf(parsed), parsed);
  }
  return parsed as T;
}
