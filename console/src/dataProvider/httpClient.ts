// The console's one HTTP client. It adds the bearer token, unwraps the api's list bodies
// ({data,total,count}) for ra-data-simple-rest and turns error bodies ({data: message, errors})
// into react-admin HttpErrors whose body.errors react-admin maps onto form fields.
// ra-core (react-admin's core, without the UI) keeps this module loadable in node tests.
import { HttpError } from 'ra-core';
import { getToken } from '../authStorage';
import { listTotal } from '../../../domain/records';
import { currentLocale } from '../i18n/locale';

export const API_URL = '/api';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  // The parsed body is whatever the api answered; callers narrow it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ra-data-simple-rest types json as any
  json: any;
}

interface ApiFieldError {
  code?: string;
  message?: string;
}

/** `{ 'address.city': {code, message} }` → `{ 'address.city': message }` (react-hook-form paths). */
export function fieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof value === 'string') out[field] = value;
    else if (value && typeof value === 'object') {
      const e = value as ApiFieldError;
      out[field] = e.message ?? e.code ?? 'ra.validation.required';
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function isListBody(json: unknown): json is { data: unknown[]; total?: number; count?: number } {
  return !!json && typeof json === 'object' && !Array.isArray(json) && Array.isArray((json as { data?: unknown }).data);
}

function isWrappedRecord(json: unknown): json is { data: Record<string, unknown> } {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const o = json as Record<string, unknown>;
  return !('id' in o) && !!o.data && typeof o.data === 'object' && !Array.isArray(o.data);
}

/** What every call to the api carries: the bearer token (when signed in) and the console's language, in which the api writes its messages. */
export function apiHeaders(): Record<string, string> {
  const token = getToken();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': currentLocale() };
}

export async function httpClient(url: string, options: RequestInit = {}): Promise<HttpResponse> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.body && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  for (const [name, value] of Object.entries(apiHeaders())) {
    if (name === 'Authorization' || !headers.has(name)) headers.set(name, value);
  }

  const response = await fetch(url, { ...options, headers });
  const body = await response.text();
  let json: unknown = undefined;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }

  if (!response.ok) {
    const o = (json && typeof json === 'object' ? json : {}) as { data?: unknown; errors?: unknown };
    const message = typeof o.data === 'string' && o.data ? o.data : response.statusText || 'ra.notification.http_error';
    throw new HttpError(message, response.status, { ...o, errors: fieldErrors(o.errors) });
  }

  const outHeaders = new Headers(response.headers);
  if (isListBody(json)) {
    const total = listTotal(json);
    // ra-data-simple-rest reads the total from Content-Range; add it when the api left it out.
    if (!outHeaders.has('content-range'))
      outHeaders.set('content-range', `items 0-${Math.max(json.data.length - 1, 0)}/${total}`);
    json = json.data;
  } else if (isWrappedRecord(json)) {
    json = json.data;
  }
  return { status: response.status, headers: outHeaders, body, json };
}
