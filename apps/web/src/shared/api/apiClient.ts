import { IDEMPOTENCY_KEY_HEADER, type refreshedTokensSchema } from '@cargo/domain';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import { withRefreshLock } from './refreshLock';
import { tokenStorage, type TokenStore } from './tokenStorage';
import { type Answer, fetchAnswer, REQUEST_TIMEOUT_MS, uploadAnswer } from './transport';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * `none` for the public auth calls (sign-in, sign-up, refresh, forgot and reset password):
   * they carry no bearer token and a 401 from them never starts the refresh flow.
   */
  auth?: 'bearer' | 'none';
  /**
   * A token of its own instead of the session's, e.g. a recipient link's `receiverToken`. It is sent as the
   * bearer and a 401 answer is the caller's to handle: it never starts the refresh flow or ends the session.
   */
  bearer?: string;
  /**
   * A create's `Idempotency-Key` (see useAction): the server answers a repeat with the same key with
   * the object the first request created.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The answer is a file (a PDF label): resolved as a Blob, errors read as JSON as usual. */
  binary?: boolean;
}

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  /** Upload progress from 0 to 1 (XMLHttpRequest's upload events). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokens?: TokenStore;
  /** Defaults to the global fetch, looked up on every call so tests can replace it. */
  fetch?: typeof fetch;
  /** How long a call may wait for its whole answer (20 s by default). */
  timeoutMs?: number;
  /** Runs once when the session cannot be renewed, after the tokens are cleared. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** GETs a file (a PDF) with the session's bearer: the refresh path of every call, the body as a Blob. */
  getFile(path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'binary'>): Promise<Blob>;
  /**
   * POSTs a multipart form (files) with the session's bearer, reporting the upload's progress. Sent with
   * XMLHttpRequest, the only browser API with upload progress; a 401 takes the same refresh-and-retry path.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  setSessionExpiredHandler(handler: () => void): void;
}

type RefreshAnswer = z.infer<typeof refreshedTokensSchema>;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const tokens = options.tokens ?? tokenStorage;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let onSessionExpired = options.onSessionExpired ?? (() => undefined);
  // The one refresh in flight; every request that meets a 401 meanwhile waits for it.
  let refreshInFlight: Promise<string | null> | null = null;

  function buildUrl(path: string, query?: Record<string, QueryValue>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  async function send(path: string, init: RequestOptions, accessToken: string | null): Promise<Answer> {
    const headers: Record<string, string> = { Accept: init.binary ? '*/*' : 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (init.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = init.idempotencyKey;
    const method = init.method ?? 'GET';
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    return fetchAnswer(
      doFetch,
      buildUrl(path, init.query),
      { method, headers, body, binary: init.binary },
      timeoutMs,
      init.signal,
    );
  }

  function endSession(): void {
    tokens.clearTokens('expired');
    onSessionExpired();
  }

  /** Trades the refresh token for a new pair, one tab at a time (see refreshLock.ts). */
  function refresh(sentToken: string | null): Promise<string | null> {
    return withRefreshLock(async () => {
      // Another tab refreshed, or ended the session, while this one waited for the lock: use what it stored.
      const current = tokens.getAccessToken();
      if (current && current !== sentToken) return current;
      if (!current && sentToken) return null;
      const refreshToken = tokens.getRefreshToken();
      if (refreshToken) {
        try {
          const answer = await send(
            '/auth/refresh-token',
            { method: 'POST', body: { refreshToken }, auth: 'none' },
            null,
          );
          const renewed = answer.ok ? (JSON.parse(answer.text) as Partial<RefreshAnswer>) : null;
          if (renewed?.accessToken) {
            tokens.setTokens(renewed.accessToken, renewed.refreshToken ?? refreshToken);
            return renewed.accessToken;
          }
        } catch {
          // A refresh that cannot complete ends the session like a rejected one.
        }
      }
      endSession();
      return null;
    });
  }

  /** The token to retry with after a 401, or null when the session is over. */
  function tokenAfterUnauthorized(sentToken: string | null): Promise<string | null> {
    const current = tokens.getAccessToken();
    // Another request already renewed the token after this one was sent: just retry with it.
    if (current && current !== sentToken) return Promise.resolve(current);
    // Another request already ended the session: do not refresh or redirect again.
    if (!current && sentToken) return Promise.resolve(null);
    refreshInFlight ??= refresh(sentToken).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function parse<T>(answer: Answer): T {
    if (answer.blob) return answer.blob as T;
    let data: unknown = undefined;
    if (answer.text) {
      try {
        data = JSON.parse(answer.text);
      } catch {
        data = answer.text;
      }
    }
    if (!answer.ok) throw ApiError.fromBody(answer.status, data);
    return data as T;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const isPublic = init.auth === 'none';
    const ownToken = init.bearer !== undefined;
    const sentToken = isPublic ? null : (init.bearer ?? tokens.getAccessToken());
    let answer = await send(path, init, sentToken);
    if (answer.status === 401 && !isPublic && !ownToken) {
      const freshToken = await tokenAfterUnauthorized(sentToken);
      // The session is over: the request fails with the server's own 401 answer.
      if (!freshToken) return parse<T>(answer);
      answer = await send(path, init, freshToken);
      // The renewed token was refused too: the session is gone (only the first such request ends it).
      if (answer.status === 401 && tokens.getAccessToken() === freshToken) endSession();
    }
    return parse<T>(answer);
  }

  async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const url = buildUrl(path, options.query);
    const attempt = (accessToken: string | null) =>
      uploadAnswer({ url, form, accessToken, onProgress: options.onProgress, signal: options.signal });
    const sentToken = tokens.getAccessToken();
    let answer = await attempt(sentToken);
    if (answer.status === 401) {
      const freshToken = await tokenAfterUnauthorized(sentToken);
      if (!freshToken) return parse<T>(answer);
      options.onProgress?.(0);
      answer = await attempt(freshToken);
      if (answer.status === 401 && tokens.getAccessToken() === freshToken) endSession();
    }
    return parse<T>(answer);
  }

  return {
    request,
    upload,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    getFile: (path, options) => request<Blob>(path, { ...options, method: 'GET', binary: true }),
    setSessionExpiredHandler(handler) {
      onSessionExpired = handler;
    },
  };
}

/** The client the app uses; the router installs the redirect-to-login handler at start-up. */
export const apiClient = createApiClient();
