import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowRows } from './WindowVirtualListRows';

/**
 * Items drawn beyond the window on each side, so a fast scroll shows no gap: a list drawn a frame late (once a
 * frame, never inside the scroll event) needs a card or two more than one drawn in the event; more than that only
 * adds cards to mount per window (bench/web-scroll.ts, decision 044).
 */
const OVERSCAN = 6;

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
  const { virtualizer, items: rows } = useWindowRows({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    gap,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });

  return (
    <div
      ref={list}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {rows.map((item) => (
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
