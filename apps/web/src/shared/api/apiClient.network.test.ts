import { COMMON_MESSAGES } from '@cargo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from './ApiError';
import { createApiClient } from './apiClient';
import { REQUEST_TIMEOUT_MS } from './transport';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('API client when the network fails', () => {
  it('gives up on a request that never answers and says the data could not be loaded', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const neverAnswers = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const client = createApiClient({ fetch: neverAnswers });

    const result = client.get('/client/my-info').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(neverAnswers).toHaveBeenCalledTimes(1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, code: 'TIMEOUT', message: COMMON_MESSAGES.loadFailed });
    // The hanging request itself is cancelled.
    expect(signal?.aborted).toBe(true);
  });

  it('turns a failed connection into the load-failed message for a read', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createApiClient({ fetch: offline })
      .get('/client/my-referrals')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: COMMON_MESSAGES.loadFailed });
  });

  it("lets an action show its own failure text when the server can't be reached or is too slow", async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const failed = await createApiClient({ fetch: offline })
      .post('/promoCode/WELCOME500')
      .catch((e: unknown) => e);
    expect(errorMessage(failed, 'Не удалось активировать промокод')).toBe('Не удалось активировать промокод');

    vi.useFakeTimers();
    const slow = createApiClient({ fetch: () => new Promise<Response>(() => undefined) })
      .put('/client/update-profile', { name: 'Иван' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const timedOut = await slow;
    expect(timedOut).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(errorMessage(timedOut, 'Не удалось сохранить')).toBe('Не удалось сохранить');
  });

  it('also times out when the headers arrived but the body never ends', async () => {
    vi.useFakeTimers();
    const stalledBody = vi.fn(() =>
      Promise.resolve({
        status: 200,
        ok: true,
        text: () => new Promise<string>(() => undefined),
      } as Response),
    );
    const result = createApiClient({ fetch: stalledBody })
      .get('/client/my-info')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await result).toMatchObject({ code: 'TIMEOUT', message: COMMON_MESSAGES.loadFailed });
  });

  it("still lets the caller cancel a request (TanStack Query's cancellation) with an AbortError", async () => {
    const controller = new AbortController();
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = createApiClient({ fetch: hanging })
      .get('/client/my-info', { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});
