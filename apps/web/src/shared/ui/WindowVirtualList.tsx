import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Items drawn beyond the window on each side, so a fast scroll shows no gap. */
const OVERSCAN = 4;

/**
 * One item's content, drawn again only when its item or the drawing function changes: a scroll moves the items
 * (their transform changes) but never redraws the cards already in sight.
 */
const ItemContent = memo(function ItemContent({
  item,
  renderItem,
}: {
  item: unknown;
  renderItem: (item: never) => ReactNode;
}) {
  return renderItem(item as never);
});

export interface WindowVirtualListProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** A first guess of an item's height; each drawn item is measured, so items may differ. */
  estimateSize: number;
  /** Space between items, in px. */
  gap: number;
  getKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
}

/**
 * An ARIA list of items of any height that scrolls with the page: only the items in sight and a few around them
 * are in the document (each says its place with aria-posinset/aria-setsize), so a thousand cards unfold as fast
 * as ten and a scroll draws only the cards coming into sight (bench/web-scroll.ts).
 */
export function WindowVirtualList<T>({
  items,
  label,
  estimateSize,
  gap,
  getKey,
  renderItem,
}: WindowVirtualListProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts on the page, measured again whenever the list changes.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = Math.round((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  }, [items, scrollMargin]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    gap,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
    // A scroll event queues one render instead of running it inside the event (the profile of a fast scroll showed
    // a third of the time in synchronous renders, several a frame).
    useFlushSync: false,
    // An item not laid out (jsdom, a hidden tab) measures 0 high: keep the guess rather than draw the whole list.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateSize,
  });

  return (
    <div
      ref={list}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          role="listitem"
          aria-setsize={items.length}
          aria-posinset={item.index + 1}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          <ItemContent item={items[item.index]} renderItem={renderItem} />
        </div>
      ))}
    </div>
  );
}
