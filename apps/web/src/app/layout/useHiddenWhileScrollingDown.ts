import { useEffect, useState } from 'react';

/**
 * On a phone a floating button sits over the right edge of the content: the quantity «+», a form's last button.
 * It steps aside while the page is scrolled down (towards what the customer is reaching for) and comes back when
 * the page is scrolled up or reaches its end, where the layout keeps room under the content for it.
 */
export function useHiddenWhileScrollingDown(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 4;
      if (atEnd || y < last - 4) setHidden(false);
      else if (y > last + 4) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
