import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../test/fetchMock';
import { ApiError } from './ApiError';
import { createApiClient } from './apiClient';
import { tokenStorage } from './tokenStorage';

/** A promise the test resolves by hand, to hold the refresh answer while other requests fail. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function bearer(call: RecordedCall): string | undefined {
  return call.headers.Authorization;
}

describe('API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with the bearer token and returns the parsed answer', async () => {
    tokenStorage.setTokens('access-1', 'refresh-1');
    const { calls } = mockFetch({ 'POST /api/things': () => json({ id: 7 }, 201) });
    const client = createApiClient();

    await expect(client.post('/things', { name: 'x' }, { query: { version: 'v2' } })).resolves.toEqual({
      id: 7,
    });

    expect(calls[0]?.search.get('version')).toBe('v2');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(bearer(calls[0]!)).toBe('Bearer access-1');
    expect(calls[0]?.body).toEqual({ name: 'x' });
  });

  it('rejects with an ApiError carrying status, code, message and field errors', async () => {
    mockFetch({
      'POST /api/client/sign-up': () =>
        json({ code: 'VALIDATION', message: 'Ошибка', errors: { email: 'Введите валидный email' } }, 400),
    });
    const client = createApiClient();

    const error = await client.post('/client/sign-up', {}, { auth: 'none' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Ошибка',
      errors: { email: 'Введите валидный email' },
    });
  });

  it('refreshes once for three concurrent 401s and retries each request with the new token', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const refreshAnswer = deferred<Response>();
    const { callsTo } = mockFetch({
      'POST /api/auth/refresh-token': () => refreshAnswer.promise,
      'GET /api/one': (call) => (bearer(call) === 'Bearer new-access' ? json({ n: 1 }) : json({}, 401)),
      'GET /api/two': (call) => (bearer(call) === 'Bearer new-access' ? json({ n: 2 }) : json({}, 401)),
      'GET /api/three': (call) => (bearer(call) === 'Bearer new-access' ? json({ n: 3 }) : json({}, 401)),
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ onSessionExpired });

    const results = Promise.all([client.get('/one'), client.get('/two'), client.get('/three')]);
    // Let all three fail with 401 before the refresh answers.
    await vi.waitFor(() => expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    refreshAnswer.resolve(json({ accessToken: 'new-access', refreshToken: 'refresh-2' }));

    await expect(results).resolves.toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(callsTo('POST /api/auth/refresh-token')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(callsTo('POST /api/auth/refresh-token')[0]?.headers.Authorization).toBeUndefined();
    for (const path of ['one', 'two', 'three']) {
      const attempts = callsTo(`GET /api/${path}`).map(bearer);
      expect(attempts).toEqual(['Bearer old-access', 'Bearer new-access']);
    }
    expect(tokenStorage.getAccessToken()).toBe('new-access');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a late 401 with the already renewed token instead of refreshing again', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const lateAnswer = deferred<Response>();
    const { callsTo } = mockFetch({
      'POST /api/auth/refresh-token': () => json({ accessToken: 'new-access', refreshToken: 'refresh-2' }),
      'GET /api/fast': (call) => (bearer(call) === 'Bearer new-access' ? json('fast') : json({}, 401)),
      'GET /api/slow': (call) => (bearer(call) === 'Bearer new-access' ? json('slow') : lateAnswer.promise),
    });
    const client = createApiClient();

    const slow = client.get('/slow');
    await expect(client.get('/fast')).resolves.toBe('fast');
    lateAnswer.resolve(json({}, 401));

    await expect(slow).resolves.toBe('slow');
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
  });

  it('clears the tokens and redirects once when the refresh is refused', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'POST /api/auth/refresh-token': () => json({ code: 'SESSION_EXPIRED', message: 'Сессия истекла' }, 401),
      'GET /api/one': () => json({}, 401),
      'GET /api/two': () => json({}, 401),
      'GET /api/three': () => json({}, 401),
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ onSessionExpired });

    const results = await Promise.allSettled([client.get('/one'), client.get('/two'), client.get('/three')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // No request is retried with a token after the session ended.
    expect(callsTo('GET /api/one')).toHaveLength(1);
  });

  it('redirects without calling refresh when there is no refresh token', async () => {
    tokenStorage.setTokens('old-access', null);
    const { callsTo } = mockFetch({ 'GET /api/client/my-info': () => json({}, 401) });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ onSessionExpired });

    await expect(client.get('/client/my-info')).rejects.toMatchObject({ status: 401 });

    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never starts the refresh flow for the public auth calls', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'POST /api/client/sign-in': () =>
        json({ code: 'INVALID_CREDENTIALS', message: 'Неверный email или пароль' }, 401),
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ onSessionExpired });

    await expect(client.post('/client/sign-in', { email: 'a@b.ru' }, { auth: 'none' })).rejects.toMatchObject(
      {
        status: 401,
        message: 'Неверный email или пароль',
      },
    );

    expect(callsTo('POST /api/client/sign-in')[0]?.headers.Authorization).toBeUndefined();
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(tokenStorage.getAccessToken()).toBe('old-access');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends the reset token as ?token= and no bearer', async () => {
    tokenStorage.setTokens('some-access', 'refresh-1');
    const { calls } = mockFetch({
      'PUT /api/client/reset-password': () => json({ message: 'Пароль успешно обновлен' }),
    });
    const client = createApiClient();

    await client.put(
      '/client/reset-password',
      { password: 'new-password' },
      { auth: 'none', query: { token: 'r-1' } },
    );

    expect(calls[0]?.search.get('token')).toBe('r-1');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
  it('sends an explicit bearer instead of the session token and leaves its 401 to the caller', async () => {
    tokenStorage.setTokens('session-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'POST /api/recipient-client-data/cl': () =>
        json({ code: 'LINK_USED', message: 'Данной ссылкой можно создать только один receiver' }, 401),
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ onSessionExpired });

    await expect(
      client.post('/recipient-client-data/cl', { name: 'x' }, { bearer: 'receiver-1' }),
    ).rejects.toMatchObject({ status: 401, code: 'LINK_USED' });

    expect(callsTo('POST /api/recipient-client-data/cl')).toHaveLength(1);
    expect(callsTo('POST /api/recipient-client-data/cl')[0]?.headers.Authorization).toBe('Bearer receiver-1');
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
    expect(tokenStorage.getAccessToken()).toBe('session-access');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uploads a multipart form with the bearer, reports progress and renews the token after a 401', async () => {
    tokenStorage.setTokens('old-access', 'refresh-1');
    const { callsTo } = mockFetch({
      'POST /api/google-cloud/image': (call) =>
        bearer(call) === 'Bearer new-access'
          ? json({ fileName: 'a.png', url: '/api/images/a.png', mimeType: 'image/png', size: 3 }, 201)
          : json({ code: 'UNAUTHORIZED', message: 'Нужен вход' }, 401),
      'POST /api/auth/refresh-token': () => json({ accessToken: 'new-access', refreshToken: 'refresh-2' }),
    });
    const client = createApiClient();
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    const progress: number[] = [];

    await expect(
      client.upload('/google-cloud/image', form, {
        query: { purpose: 'good' },
        onProgress: (fraction) => progress.push(fraction),
      }),
    ).resolves.toMatchObject({ fileName: 'a.png' });

    const uploads = callsTo('POST /api/google-cloud/image');
    expect(uploads.map(bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(uploads[1]?.search.get('purpose')).toBe('good');
    expect((uploads[1]?.form?.get('file') as File).name).toBe('a.png');
    expect(progress.at(-1)).toBe(1);
    expect(progress).toContain(0.5);
  });

  it("rejects a failed upload with the server's error", async () => {
    tokenStorage.setTokens('access-1', 'refresh-1');
    mockFetch({
      'POST /api/google-cloud/image': () =>
        json(
          { code: 'FILE_TOO_LARGE', message: 'Не удалось загрузить файл, размер не должен превышать 2 Мб.' },
          413,
        ),
    });
    const error = await createApiClient()
      .upload('/google-cloud/image', new FormData())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
  });
});
