/** STORAGE and the bucket's settings, as config.ts reads them (the integration owns the shape). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };
