import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStorage } from './s3-storage.js';
import { signS3Request } from './sigv4.js';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('AWS Signature Version 4', () => {
  it('matches the GET example of the S3 documentation', () => {
    const headers = signS3Request(
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        headers: { Range: 'bytes=0-9' },
      },
      credentials,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 file storage', () => {
  // A stand-in object store on loopback: keeps objects in memory and records what it was asked.
  const objects = new Map<string, Buffer>();
  const seen: Array<{ method: string; url: string; authorization: string }> = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method!, url: req.url!, authorization: String(req.headers.authorization ?? '') });
    const key = req.url!;
    if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
    if (req.method === 'DELETE') objects.delete(key);
    if (req.method === 'GET' && !objects.has(key)) res.statusCode = 404;
    res.end(req.method === 'GET' ? objects.get(key) : undefined);
  });
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const storage = s3FileStorage({ ...credentials, endpoint, bucket: 'cabinet' });
    await storage.put('a1b2.png', Buffer.from('png-bytes'));
    expect((await storage.get('a1b2.png'))?.toString()).toBe('png-bytes');
    await storage.delete('a1b2.png');
    expect(await storage.get('a1b2.png')).toBeNull();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /cabinet/a1b2.png',
      'GET /cabinet/a1b2.png',
      'DELETE /cabinet/a1b2.png',
      'GET /cabinet/a1b2.png',
    ]);
    for (const request of seen)
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\//);
  });
});
