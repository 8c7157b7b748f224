/**
 * The browser's client of the platform API (contract in `contract.ts`). It
 * builds each request from the contract, and every way a call can fail comes
 * back as one `ApiError` with a kind, so each island maps it to the error the
 * spec gives for its call:
 * - 'network': no answer (offline, DNS, CORS, timeout);
 * - 'invalid': 400 with field errors (`fieldErrors`);
 * - 'http': any other non-OK status (`status`, the server's `message`);
 * - 'contract': a 2xx answer that fails the contract (treated as a failure).
 * Safe to import anywhere: it touches no browser global until called.
 */
import * as v from 'valibot';
import type { FieldError } from '../core/forms/fields.ts';
import {
  ErrorSchema,
  ValidationErrorSchema,
  fillPath,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from './contract.ts';

export type ApiErrorKind = 'network' | 'invalid' | 'http' | 'contract';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly fieldErrors: readonly FieldError[];
  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number | null = null,
    fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export interface ApiClientOptions {
  /** The platform API origin, e.g. 'https://api.example.com' or 'http://127.0.0.1:4010'. */
  baseUrl: string;
  /** The tenant slug sent as ?site= with every call. */
  site: string;
  /** Injected for tests; default the global fetch. */
  fetch?: typeof fetch;
  /** Per-call timeout; default 15 s. */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A part that may be left out: no body (`undefined`), or params/query whose fields are all optional. */
type Empty<T> = [T] extends [undefined] ? true : Record<never, never> extends T ? true : false;

type Optionalise<R> = { [K in keyof R as Empty<R[K]> extends true ? never : K]: R[K] } & {
  [K in keyof R as Empty<R[K]> extends true ? K : never]?: R[K];
};

/** The request argument of `call`: empty parts may be left out. */
export type CallRequest<E extends Endpoint> = Optionalise<RequestOf<E>>;

/** The request may be left out only when nothing in it is required. */
type RequestArg<E extends Endpoint> =
  Record<never, never> extends CallRequest<E> ? [request?: CallRequest<E>] : [request: CallRequest<E>];

/** The arguments of `call` after the endpoint: the request (see {@link RequestArg}), then options. */
export type CallArgs<E extends Endpoint> = [...RequestArg<E>, options?: CallOptions];

export interface ApiClient {
  readonly baseUrl: string;
  readonly site: string;
  /** The absolute URL of a call (used for links, e.g. the PDF). */
  url<E extends Endpoint>(endpoint: E, ...request: RequestArg<E>): string;
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}

function queryString(site: string, query: Readonly<Record<string, unknown>> | undefined): string {
  const params = new URLSearchParams({ site });
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = <E extends Endpoint>(endpoint: E, request?: CallRequest<E>): string => {
    const r = (request ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    return `${base}${fillPath(endpoint.path, r.params ?? {})}?${queryString(options.site, r.query)}`;
  };

  async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
    const [request, callOptions = {}] = args as unknown as [CallRequest<E> | undefined, CallOptions | undefined];
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const body = (request as { body?: unknown } | undefined)?.body;
    const timeout = AbortSignal.timeout(callOptions.timeoutMs ?? options.timeoutMs ?? 15_000);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url(endpoint, request), {
        method: endpoint.method,
        signal,
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      throw new ApiError('network', error instanceof Error ? error.message : String(error));
    }

    if (!response.ok) {
      const json: unknown = await response.json().catch(() => null);
      const invalid = v.safeParse(ValidationErrorSchema, json);
      if (response.status === 400 && invalid.success) {
        throw new ApiError('invalid', invalid.output.error, 400, invalid.output.errors);
      }
      const err = v.safeParse(ErrorSchema, json);
      throw new ApiError('http', err.success ? err.output.error : `HTTP ${response.status}`, response.status);
    }

    if (endpoint.responseType === 'pdf') {
      const blob = await response.blob();
      if (!blob.type.includes('pdf'))
        throw new ApiError('contract', `${endpoint.name}: expected a PDF`, response.status);
      return blob as ResponseOf<E>;
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError('contract', `${endpoint.name}: the answer is not JSON`, response.status);
    }
    const parsed = v.safeParse(endpoint.response, json);
    if (!parsed.success) {
      const where = v.getDotPath(parsed.issues[0]) ?? '';
      throw new ApiError(
        'contract',
        `${endpoint.name}: unexpected answer${where ? ` at ${where}` : ''}`,
        response.status,
      );
    }
    return parsed.output as ResponseOf<E>;
  }

  return { baseUrl: base, site: options.site, url, call };
}
