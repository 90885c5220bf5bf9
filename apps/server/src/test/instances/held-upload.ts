import http from 'node:http';

const boundary = '----held-upload';
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

export interface HeldUpload {
  /** Resolves once the server has read the headers and handed the request to the app (its 100 Continue). */
  accepted: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; body: Record<string, unknown> }>;
}

/**
 * An image upload that stops halfway through its body until `finish()`: a request the server is in the middle
 * of when it is told to stop.
 */
export function holdUpload(base: string, token: string): HeldUpload {
  const body = Buffer.concat([head, png, tail]);
  const half = head.length + png.length / 2;
  let accept!: () => void;
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  const url = new URL('/api/google-cloud/image?purpose=good', base);
  const req = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    req.on('continue', () => {
      req.write(body.subarray(0, half));
      accept();
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { accepted, finish: () => req.end(body.subarray(half)), answer };
}
