import { ApiError } from './ApiError';
import { tokenStorage, type TokenStore } from './tokenStorage';

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
  signal?: AbortSignal;
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
  /** Runs once when the session cannot be renewed, after the tokens are cleared. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /**
   * POSTs a multipart form (files) with the session's bearer, reporting the upload's progress. Sent with
   * XMLHttpRequest, the only browser API with upload progress; a 401 takes the same refresh-and-retry path.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  setSessionExpiredHandler(handler: () => void): void;
}

interface RefreshAnswer {
  accessToken?: string;
  refreshToken?: string;
}

const NETWORK_ERROR_MESSAGE = 'Не удалось связаться с сервером. Проверьте подключение к интернету.';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const tokens = options.tokens ?? tokenStorage;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
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

  async function send(path: string, init: RequestOptions, accessToken: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      return await doFetch(buildUrl(path, init.query), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
    }
  }

  /** The multipart upload: an XMLHttpRequest whose answer is handed on as a fetch Response. */
  function sendUpload(
    path: string,
    form: FormData,
    options: UploadOptions,
    accessToken: string | null,
  ): Promise<Response> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl(path, options.query));
      xhr.setRequestHeader('Accept', 'application/json');
      if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status < 200) return reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
        options.onProgress?.(1);
        const body = xhr.status === 204 ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status }));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  function endSession(): void {
    tokens.clearTokens('expired');
    onSessionExpired();
  }

  async function refresh(): Promise<string | null> {
    const refreshToken = tokens.getRefreshToken();
    if (refreshToken) {
      try {
        const response = await send(
          '/auth/refresh-token',
          { method: 'POST', body: { refreshToken }, auth: 'none' },
          null,
        );
        if (response.ok) {
          const answer = (await response.json()) as RefreshAnswer;
          if (answer.accessToken) {
            tokens.setTokens(answer.accessToken, answer.refreshToken ?? refreshToken);
            return answer.accessToken;
          }
        }
      } catch {
        // A refresh that cannot complete ends the session like a rejected one.
      }
    }
    endSession();
    return null;
  }

  /** The token to retry with after a 401, or null when the session is over. */
  function tokenAfterUnauthorized(sentToken: string | null): Promise<string | null> {
    const current = tokens.getAccessToken();
    // Another request already renewed the token after this one was sent: just retry with it.
    if (current && current !== sentToken) return Promise.resolve(current);
    // Another request already ended the session: do not refresh or redirect again.
    if (!current && sentToken) return Promise.resolve(null);
    refreshInFlight ??= refresh().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function parse<T>(response: Response): Promise<T> {
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) throw ApiError.fromBody(response.status, data);
    return data as T;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const isPublic = init.auth === 'none';
    const ownToken = init.bearer !== undefined;
    const sentToken = isPublic ? null : (init.bearer ?? tokens.getAccessToken());
    let response = await send(path, init, sentToken);
    if (response.status === 401 && !isPublic && !ownToken) {
      const freshToken = await tokenAfterUnauthorized(sentToken);
      // The session is over: the request fails with the server's own 401 answer.
      if (!freshToken) return parse<T>(response);
      response = await send(path, init, freshToken);
      // The renewed token was refused too: the session is gone (only the first such request ends it).
      if (response.status === 401 && tokens.getAccessToken() === freshToken) endSession();
    }
    return parse<T>(response);
  }

  async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    const sentToken = tokens.getAccessToken();
    let response = await sendUpload(path, form, options, sentToken);
    if (response.status === 401) {
      const freshToken = await tokenAfterUnauthorized(sentToken);
      if (!freshToken) return parse<T>(response);
      options.onProgress?.(0);
      response = await sendUpload(path, form, options, freshToken);
      if (response.status === 401 && tokens.getAccessToken() === freshToken) endSession();
    }
    return parse<T>(response);
  }

  return {
    request,
    upload,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    setSessionExpiredHandler(handler) {
      onSessionExpired = handler;
    },
  };
}

/** The client the app uses; the router installs the redirect-to-login handler at start-up. */
export const apiClient = createApiClient();
