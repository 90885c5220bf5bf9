import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHiddenWhileScrollingDown } from './useHiddenWhileScrollingDown';

function scrollTo(y: number, pageHeight = 3000) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the support button on a phone', () => {
  afterEach(() => scrollTo(0));

  it('steps aside while the page scrolls down and comes back when it scrolls up', () => {
    const { result } = renderHook(() => useHiddenWhileScrollingDown(true));
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(200);
    expect(result.current).toBe(false);
  });

  it('comes back at the end of the page, where the layout keeps room for it', () => {
    const { result } = renderHook(() => useHiddenWhileScrollingDown(true));
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(3000 - window.innerHeight);
    expect(result.current).toBe(false);
  });

  it('stays put on a wider screen', () => {
    const { result } = renderHook(() => useHiddenWhileScrollingDown(false));
    scrollTo(300);
    expect(result.current).toBe(false);
  });
});
