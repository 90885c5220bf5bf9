/** A server-sent-events stream opened over real HTTP, read in the background as a browser would. */
export interface EventStream {
  response: Response;
  /** Everything received so far. */
  text(): string;
  /** Waits until the text holds `needle` (fails after `ms`). */
  until(needle: string, ms?: number): Promise<string>;
  /** Waits until the server has ended the stream (fails after `ms`). */
  ended(ms?: number): Promise<string>;
  isOpen(): boolean;
  /** The `answer` events received so far, their data parsed. */
  answers<T = { text: string }>(): T[];
  close(): void;
}

async function waitFor(test: () => boolean, what: string, ms: number, text: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen; the stream said: ${text()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function openEventStream(url: string, token: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let received = '';
  let done = false;
  void (async () => {
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        received += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // Aborted by the test.
    } finally {
      done = true;
    }
  })();
  const text = () => received;
  return {
    response,
    text,
    async until(needle, ms = 5000) {
      await waitFor(() => received.includes(needle), `"${needle}" in the stream`, ms, text);
      return received;
    },
    async ended(ms = 5000) {
      await waitFor(() => done, 'the end of the stream', ms, text);
      return received;
    },
    isOpen: () => !done,
    answers<T>() {
      return received
        .split('\n\n')
        .filter((event) => event.split('\n').includes('event: answer'))
        .map((event) => {
          const data = event.split('\n').find((line) => line.startsWith('data: ')) ?? 'data: null';
          return JSON.parse(data.slice('data: '.length)) as T;
        });
    },
    close: () => abort.abort(),
  };
}
