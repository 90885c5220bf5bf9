import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { StorageTermsNote } from './StorageTermsNote';

afterEach(() => vi.unstubAllGlobals());

function renderNote() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <StorageTermsNote />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the storage terms note (decisions 052, 056)', () => {
  it('holds its room, hidden, while the terms load, then shows the server’s figures in the same place', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /api/storage-terms': () => new Promise<Response>((resolve) => (answer = resolve)) as never,
    });
    renderNote();
    const room = await screen.findByTestId('storage-terms-room');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveStyle({ visibility: 'hidden' });
    answer(json({ freeDays: 14, dailyFeeRub: 25.5, currency: 'RUB' }));
    expect(await screen.findByTestId('storage-terms')).toHaveTextContent(/первые 14 дн\./);
    expect(screen.queryByTestId('storage-terms-room')).toBeNull();
  });
});
