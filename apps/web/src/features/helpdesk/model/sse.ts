/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body chunk by chunk (the format of the HTML standard): an event ends with a blank
 * line, `event:` names it, `data:` lines join with a newline, lines starting with `:` are comments (the server's
 * keep-alives). A chunk may end anywhere — mid-line or mid-character — so the undecoded bytes and the unfinished
 * line wait for the next chunk.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  const drainLines = () => {
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (end === -1 || (buffer[end] === '\r' && end === buffer.length - 1)) return;
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
      readLine(buffer.slice(0, end));
      buffer = buffer.slice(end + breakLength);
    }
  };

  return {
    /** Feeds the next chunk of the body (bytes as fetch gives them, or text). */
    push(chunk: Uint8Array | string) {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      drainLines();
    },
  };
}
