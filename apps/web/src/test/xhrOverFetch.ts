/**
 * jsdom's XMLHttpRequest would go to the network. This stand-in sends the request through the global fetch
 * (which the tests replace with `mockFetch`), so uploads answer from the same handlers as every other call.
 * It reports the upload's progress in two steps (half, then all) before the answer.
 */
export class XhrOverFetch {
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    this.controller.abort();
    this.onabort?.();
  }

  send(body: Document | XMLHttpRequestBodyInit | null): void {
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
    void (async () => {
      try {
        progress(50);
        const response = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body: body as BodyInit,
          signal: this.controller.signal,
        });
        progress(100);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        if (!this.controller.signal.aborted) this.onerror?.();
      }
    })();
  }
}
