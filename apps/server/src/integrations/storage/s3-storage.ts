import type { FileStorage } from './file-storage.js';
import { type S3Credentials, signS3Request } from './sigv4.js';

export interface S3StorageOptions extends S3Credentials {
  /** e.g. https://storage.yandexcloud.net or http://127.0.0.1:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
}

/** Files in a bucket of an S3-compatible object store, through signed HTTP requests (no SDK). */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const endpoint = new URL(options.endpoint);
  const send = async (method: 'PUT' | 'GET' | 'DELETE', name: string, body?: Buffer) => {
    const path = `${endpoint.pathname.replace(/\/$/, '')}/${options.bucket}/${name}`;
    const headers = signS3Request(
      {
        method,
        host: endpoint.host,
        path,
        body,
        headers: body ? { 'content-type': 'application/octet-stream' } : {},
      },
      options,
    );
    delete headers.host;
    return fetch(new URL(path, endpoint), { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    async put(name, data) {
      const response = await send('PUT', name, data);
      if (!response.ok) throw new Error(`S3 PUT ${name}: ${response.status} ${await response.text()}`);
    },
    async get(name) {
      const response = await send('GET', name);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${name}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(name) {
      const response = await send('DELETE', name);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${name}: ${response.status}`);
    },
  };
}
