import { useCallback, useEffect, useRef, useState } from 'react';

const POPUP_NAME = 'cabinet-payment';
const POPUP_FEATURES = 'popup=yes,width=520,height=760';
/** How often the opener looks whether the customer closed the payment window. */
const CLOSED_CHECK_MS = 500;

/**
 * The payment page in a popup window. `prepare()` must run inside the click (a popup opened later, after the
 * server answered, is blocked by browsers), `show(url)` then sends the prepared window to the payment page. When
 * the browser blocked it, `blocked` is true and the page offers a link instead.
 */
export function usePaymentPopup() {
  const popup = useRef<Window | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [closed, setClosed] = useState(false);

  const prepare = useCallback(() => {
    setClosed(false);
    const opened = window.open('', POPUP_NAME, POPUP_FEATURES);
    popup.current = opened;
    setBlocked(opened === null);
  }, []);

  const show = useCallback((url: string) => {
    const target = popup.current;
    if (!target || target.closed) {
      const opened = window.open(url, POPUP_NAME, POPUP_FEATURES);
      popup.current = opened;
      setBlocked(opened === null);
      return;
    }
    target.location.href = url;
    target.focus?.();
  }, []);

  const close = useCallback(() => {
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        setClosed(true);
      }
    }, CLOSED_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return { prepare, show, close, blocked, closed };
}
