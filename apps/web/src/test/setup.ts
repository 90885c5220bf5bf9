import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { XhrOverFetch } from './xhrOverFetch';

// Screens, the cabinet shell, toasts and the support button are lazy modules that Vitest transforms on their first
// import: on a busy two-core machine that alone can outlast the default second of findBy*/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Mantine reads media queries and observes element sizes; jsdom implements neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

window.scrollTo = () => undefined;
// Uploads (XMLHttpRequest, for their progress) answer from the tests' fetch handlers.
window.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toasts must not be found by the next.
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
