import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardPages } from '../features/dashboard';
import { prefetchCabinet } from './prefetchCabinet';

describe('prefetchCabinet', () => {
  afterEach(() => vi.useRealTimers());

  it('loads nothing for a visitor who only looks, and the cabinet once he starts typing', async () => {
    vi.useFakeTimers();
    const dashboard = vi.spyOn(dashboardPages, 'dashboard').mockResolvedValue({} as never);
    const cancel = prefetchCabinet();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(dashboard).not.toHaveBeenCalled();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(dashboard).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('loads the cabinet when the browser fills in a saved password', async () => {
    vi.useFakeTimers();
    const dashboard = vi.spyOn(dashboardPages, 'dashboard').mockResolvedValue({} as never);
    const cancel = prefetchCabinet();
    window.dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(dashboard).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('loads nothing once the page is left', async () => {
    vi.useFakeTimers();
    const dashboard = vi.spyOn(dashboardPages, 'dashboard').mockResolvedValue({} as never);
    prefetchCabinet()();
    window.dispatchEvent(new PointerEvent('pointerdown'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(dashboard).not.toHaveBeenCalled();
  });
});
