import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../test/fetchMock';
import { createApiClient } from './apiClient';
import { TOKEN_REFRESH_LOCK } from './refreshLock';
import { tokenStorage } from './tokenStorage';

/**
 * A stand-in for navigator.locks with one exclusive lock, shared by "tabs" (API clients) of one page. `holdByOtherTab`
 * takes the lock as another tab would and returns the function that releases it.
 */
function installFakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const request = vi.fn((name: string, task: () => Promise<unknown>) => {
    expect(name).toBe(TOKEN_REFRESH_LOCK);
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return {
    request,
    holdByOtherTab(): () => void {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      tail = tail.then(() => held);
      return release;
    },
  };
}

const bearer = (call: RecordedCall) => call.headers.Authorization;

describe('session refresh shared between tabs', () => {
  let locks: ReturnType<typeof installFakeLocks>;
  beforeEach(() => {
    locks = installFakeLocks();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    vi.unstubAllGlobals();
  });

  it('refreshes once under the lock for concurrent 401s of one tab', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'POST /api/auth/refresh-token': () => json({ accessToken: 'new-access', refreshToken: 'refresh-2' }),
      'GET /api/one': (call) => (bearer(call) === 'Bearer new-access' ? json(1) : json({}, 401)),
      'GET /api/two': (call) => (bearer(call) === 'Bearer new-access' ? json(2) : json({}, 401)),
    });
    const tab = createApiClient();

    await expect(Promise.all([tab.get('/one'), tab.get('/two')])).resolves.toEqual([1, 2]);

    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(locks.request).toHaveBeenCalledTimes(1);
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
  });

  it('uses the tokens another tab stored while this one waited for the lock, without refreshing again', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'POST /api/auth/refresh-token': () => json({ accessToken: 'other', refreshToken: 'other' }),
      'GET /api/goods': (call) => (bearer(call) === 'Bearer new-access' ? json('goods') : json({}, 401)),
    });
    const release = locks.holdByOtherTab();
    const tab = createApiClient();

    const goods = tab.get('/goods');
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(1));
    // The other tab finishes its refresh (localStorage is shared) and lets go of the lock.
    tokenStorage.setTokens('new-access', 'refresh-2');
    release();

    await expect(goods).resolves.toBe('goods');
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(callsTo('GET /api/goods').map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
  });

  it('does not refresh or redirect when another tab ended the session while this one waited', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'GET /api/goods': () => json({ code: 'TOKEN_EXPIRED', message: 'x' }, 401),
    });
    const onSessionExpired = vi.fn();
    const release = locks.holdByOtherTab();
    const tab = createApiClient({ onSessionExpired });

    const goods = tab.get('/goods').catch((e: unknown) => e);
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(1));
    tokenStorage.clearTokens('expired');
    release();

    expect(await goods).toMatchObject({ status: 401 });
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
