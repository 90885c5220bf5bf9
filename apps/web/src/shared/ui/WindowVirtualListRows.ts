import {
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';

type RowOptions = Pick<
  VirtualizerOptions<Window, HTMLElement>,
  'count' | 'estimateSize' | 'overscan' | 'gap' | 'scrollMargin'
> &
  Required<Pick<VirtualizerOptions<Window, HTMLElement>, 'getItemKey'>>;
type RowMeasure = NonNullable<VirtualizerOptions<Window, HTMLElement>['measureElement']>;

const nextFrame = (run: () => void): number =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : window.setTimeout(run, 16);
const cancelFrame = (id: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : window.clearTimeout(id);

/** Heights measured so far by row id, and their sum: an unmeasured row is guessed at the rows' mean height. */
class RowHeights {
  private heights = new Map<unknown, number>();
  private sum = 0;

  set(key: unknown, height: number) {
    this.sum += height - (this.heights.get(key) ?? 0);
    this.heights.set(key, height);
  }

  guess(key: unknown, fallback: number): number {
    return this.heights.get(key) ?? (this.heights.size ? Math.round(this.sum / this.heights.size) : fallback);
  }
}

/**
 * The window virtualiser of `@tanstack/react-virtual`, but drawn at most once a frame: a scroll, a row's new height
 * or a resize asks for a frame, and the frame redraws the list only if the rows in the window or their places
 * changed — never a render forced inside the scroll event (the profile of a fast scroll showed several a frame).
 */
export function useWindowRows(options: RowOptions): {
  virtualizer: Virtualizer<Window, HTMLElement>;
  items: VirtualItem[];
} {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const frame = useRef(0);
  const drawn = useRef<VirtualItem[] | null>(null);
  const [heights] = useState(() => new RowHeights());
  /**
   * A row's height from its resize observer entry (taken after the browser's own layout, so reading it forces
   * none), else what this row id measured before, else the mean. Never `offsetHeight`: reading it as each new card
   * mounted forced a layout per card in the scroll's profile.
   */
  const rowHeight: RowMeasure = (element, entry, instance) => {
    const key = instance.options.getItemKey(instance.indexFromElement(element));
    const box = entry?.borderBoxSize?.[0];
    if (box && box.blockSize > 0) {
      const height = Math.round(box.blockSize);
      heights.set(key, height);
      return height;
    }
    return instance.itemSizeCache.get(key) ?? heights.guess(key, options.estimateSize(0));
  };
  const full = (): VirtualizerOptions<Window, HTMLElement> => ({
    ...options,
    estimateSize: (index) => heights.guess(options.getItemKey(index), options.estimateSize(index)),
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    // The window's size from the first render on, so the list draws its rows at once rather than a frame later.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    measureElement: rowHeight,
    onChange: (instance) => {
      if (frame.current) return;
      frame.current = nextFrame(() => {
        frame.current = 0;
        if (instance.getVirtualItems() !== drawn.current) redraw();
      });
    },
  });
  const [virtualizer] = useState(() => new Virtualizer<Window, HTMLElement>(full()));
  virtualizer.setOptions(full());
  const items = virtualizer.getVirtualItems();

  useLayoutEffect(() => {
    const unmount = virtualizer._didMount();
    return () => {
      unmount();
      if (frame.current) cancelFrame(frame.current);
      frame.current = 0;
    };
  }, [virtualizer]);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
    drawn.current = items;
  });
  return { virtualizer, items };
}
