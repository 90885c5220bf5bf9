import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_AFTER_SUCCESS_MS, useAction } from './useAction';

afterEach(() => vi.restoreAllMocks());

function renderAction(answer: (call: number) => Promise<{ id: number }> = async (call) => ({ id: call })) {
  const keys: string[] = [];
  const toasts: string[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useAction<{ id: number }, { name: string }>({
        mutationFn: (_variables, key) => {
          keys.push(key);
          return answer(keys.length);
        },
      }),
    { wrapper },
  );
  const click = (name: string) =>
    result.current.mutate(
      { name },
      { onSuccess: () => toasts.push('ok'), onError: () => toasts.push('error') },
    );
  return { result, keys, toasts, click };
}

describe('useAction: a double click acts once and says so once', () => {
  it('a second call in the same tick (before React renders «loading») sends nothing and says nothing', async () => {
    let finish: (value: { id: number }) => void = () => undefined;
    const { keys, toasts, click } = renderAction(() => new Promise((resolve) => (finish = resolve)));
    await act(async () => {
      click('Иванов');
      click('Иванов');
    });
    expect(keys).toHaveLength(1);
    await act(async () => finish({ id: 1 }));
    expect(toasts).toEqual(['ok']);
  });

  it('a second click landing after a fast answer (before the page re-reads) does nothing either', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { result, keys, toasts, click } = renderAction();
    await act(async () => click('Иванов'));
    now.mockReturnValue(1_000_000 + REPEAT_AFTER_SUCCESS_MS - 1);
    await act(async () => click('Иванов'));
    const again = await act(() => result.current.mutateAsync({ name: 'Иванов' }));
    expect(keys).toHaveLength(1);
    expect(toasts).toEqual(['ok']);
    expect(again).toEqual({ id: 1 });
  });

  it('a retry after an error keeps its key; other variables, or the same later, are new actions', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    const { keys, click } = renderAction(async (call) => {
      if (call === 1) throw new Error('сеть');
      return { id: call };
    });
    await act(async () => click('Иванов'));
    await act(async () => click('Иванов'));
    expect(keys[1]).toBe(keys[0]);
    await act(async () => click('Петров'));
    now.mockReturnValue(2_000_000 + REPEAT_AFTER_SUCCESS_MS);
    await act(async () => click('Петров'));
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(3);
  });

  it('two files are two actions, although both are «{}» as JSON', async () => {
    const client = new QueryClient();
    const sent: File[] = [];
    const { result } = renderHook(
      () => useAction<number, File>({ mutationFn: async (file) => sent.push(file) }),
      { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
    );
    await act(async () => {
      result.current.mutate(new File(['a'], 'a.jpg'));
      result.current.mutate(new File(['b'], 'b.jpg'));
    });
    expect(sent.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });
});
