import { COMMON_MESSAGES } from '@cargo/domain';
import { ApiError, isApiError } from './ApiError';

/** A request that got no answer in this time fails with a message instead of spinning. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** A photo on a slow phone connection takes longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

const NO_CONNECTION = 'Не удалось связаться с сервером. Проверьте подключение к интернету.';

/** A server answer read to the end: the status and the body text. */
export interface Answer {
  status: number;
  ok: boolean;
  text: string;
  /** A successful binary answer (a PDF), read as it is; errors still come as text. */
  blob?: Blob;
}

/**
 * The error of a request that never reached the server or got no answer in time (status 0). A read says «Не удалось
 * загрузить данные»; an action's caller shows its own failure text (`errorMessage(error, fallback)`).
 */
export function unreachable(code: 'NETWORK_ERROR' | 'TIMEOUT', method: string): ApiError {
  return new ApiError(0, code, method === 'GET' ? COMMON_MESSAGES.loadFailed : NO_CONNECTION);
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * One fetch, body included, bounded by `timeoutMs`. The caller's own signal still cancels it (an AbortError, as
 * fetch gives); a network failure or the timeout becomes an ApiError.
 */
export async function fetchAnswer(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit & { method: string; binary?: boolean },
  timeoutMs: number,
  callerSignal?: AbortSignal,
): Promise<Answer> {
  const controller = new AbortController();
  const cancel = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) cancel();
  callerSignal?.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(unreachable('TIMEOUT', init.method));
      controller.abort();
    }, timeoutMs);
  });
  const exchange = (async (): Promise<Answer> => {
    const { binary, ...request } = init;
    const response = await doFetch(url, { ...request, signal: controller.signal });
    if (binary && response.ok)
      return { status: response.status, ok: true, text: '', blob: await response.blob() };
    const text = response.status === 204 ? '' : await response.text();
    return { status: response.status, ok: response.ok, text };
  })();
  // Once the timeout has won, the abandoned exchange's rejection has nobody to report to.
  exchange.catch(() => undefined);
  try {
    return await Promise.race([exchange, timeout]);
  } catch (error) {
    if (isApiError(error)) throw error;
    if (callerSignal?.aborted && isAbort(error)) throw error;
    throw unreachable('NETWORK_ERROR', init.method);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', cancel);
  }
}

export interface UploadRequest {
  url: string;
  form: FormData;
  accessToken: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A multipart POST through XMLHttpRequest, the only browser API with upload progress. */
export function uploadAnswer({ url, form, accessToken, onProgress, signal }: UploadRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200) return reject(unreachable('NETWORK_ERROR', 'POST'));
      onProgress?.(1);
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve({ status: xhr.status, ok, text: xhr.status === 204 ? '' : xhr.responseText });
    };
    xhr.onerror = () => reject(unreachable('NETWORK_ERROR', 'POST'));
    xhr.ontimeout = () => reject(unreachable('TIMEOUT', 'POST'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
