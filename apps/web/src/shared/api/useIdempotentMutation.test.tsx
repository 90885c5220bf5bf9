import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_AFTER_SUCCESS_MS, useIdempotentMutation } from './useIdempotentMutation';

afterEach(() => vi.restoreAllMocks());

function renderCreate() {
  const keys: string[] = [];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useIdempotentMutation<{ id: number }, { name: string }>({
        mutationFn: async (_variables, key) => {
          keys.push(key);
          return { id: keys.length };
        },
      }),
    { wrapper },
  );
  return { result, keys };
}

describe('useIdempotentMutation after a success', () => {
  it('an Enter and a click on both sides of a fast answer send the same key (the server answers the first object)', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { result, keys } = renderCreate();
    await act(() => result.current.mutateAsync({ name: 'Иванов' }));
    now.mockReturnValue(1_000_000 + REPEAT_AFTER_SUCCESS_MS - 1);
    await act(() => result.current.mutateAsync({ name: 'Иванов' }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('the same form sent again later is a new create, and a changed form at once is too', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    const { result, keys } = renderCreate();
    await act(() => result.current.mutateAsync({ name: 'Иванов' }));
    await act(() => result.current.mutateAsync({ name: 'Петров' }));
    now.mockReturnValue(2_000_000 + REPEAT_AFTER_SUCCESS_MS);
    await act(() => result.current.mutateAsync({ name: 'Петров' }));
    expect(new Set(keys).size).toBe(3);
  });
});
