import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodItem } from '../test/helpers.js';
import { usingPostgres } from '../test/test-database.js';
import {
  request,
  runCli,
  seedDataDirFromSnapshot,
  startServer,
  type ServerProcess,
} from '../test/instances/server-process.js';

if (usingPostgres) {
  console.info(
    'backup of the embedded database skipped: its PGlite run is the same in every step, it ran without TEST_DATABASE_URL',
  );
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 3),
]);

describe.skipIf(usingPostgres)(
  'backup and restore of the embedded database (npm run backup / npm run restore)',
  { timeout: 120_000 },
  () => {
    let work = '';
    let dataDir = '';
    let archive = '';
    let settings: Record<string, string> = {};
    let server: ServerProcess | null = null;
    beforeAll(() => {
      work = mkdtempSync(path.join(os.tmpdir(), 'backup-'));
      dataDir = path.join(work, 'data');
      archive = path.join(work, 'cabinet.tar.gz');
      settings = { DATA_DIR: dataDir, DATABASE_URL: '' };
    });
    afterAll(async () => {
      await server?.stop('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    });

    it('backs up a stopped server’s data, and a wiped DATA_DIR restored from it has everything back', async () => {
      await seedDataDirFromSnapshot(dataDir);
      server = await startServer(settings);
      const email = 'backup@example.ru';
      const signUp = await request(server.url, 'POST', '/api/client/sign-up', {
        body: { email, password: 'secret-pass-1', name: 'Иван' },
      });
      const token = String(signUp.body.token);
      const goods = await request(server.url, 'POST', '/api/goods/create', {
        token,
        body: {
          incomingDeclaration: 'YT7000000001',
          goods: [goodItem, { ...goodItem, description: 'Куртка' }],
        },
      });
      expect(goods.status).toBe(201);
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const upload = await fetch(`${server.url}/api/google-cloud/image?purpose=good`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const { fileName } = (await upload.json()) as { fileName: string };

      // PGlite allows one process per data directory: no backup under a running server.
      const refused = await runCli('backup.ts', [archive], settings);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Остановите сервер/);
      expect(existsSync(archive)).toBe(false);

      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      const backup = await runCli('backup.ts', [archive], settings);
      // The trial's demo customer (5 goods, 1 photo: decision 055) and this test's customer (2 goods, 1 image).
      expect(backup.output).toMatch(/клиентов: 2, товаров: 7, изображений: 2/);
      expect(backup.code).toBe(0);

      rmSync(dataDir, { recursive: true, force: true });
      const restore = await runCli('restore.ts', [archive], settings);
      expect(restore.output).toMatch(/Восстановлено/);
      expect(restore.code).toBe(0);
      // A second restore would overwrite data: refused without --force.
      const again = await runCli('restore.ts', [archive], settings);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/--force/);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);

      server = await startServer(settings);
      // The token from before the backup still works: its session and the JWT secret came back too.
      const list = await request(server.url, 'GET', '/api/client/my-goods', { token });
      expect(list.status).toBe(200);
      expect((list.body.data as Array<{ description: string }>).map((g) => g.description).sort()).toEqual(
        ['Куртка', goodItem.description].sort(),
      );
      const signIn = await request(server.url, 'POST', '/api/client/sign-in', {
        body: { email, password: 'secret-pass-1' },
      });
      expect(signIn.status).toBe(200);
      const image = await fetch(`${server.url}/api/images/${fileName}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('refuses an archive that is not a backup and leaves DATA_DIR as it was', async () => {
      await server?.stop('SIGTERM');
      server = null;
      const notBackup = path.join(work, 'other.tar.gz');
      const { gzipSync } = await import('node:zlib');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(notBackup, gzipSync(Buffer.alloc(2048)));
      const before = readdirSync(path.join(dataDir, 'pgdata')).sort();
      const refused = await runCli('restore.ts', [notBackup, '--force'], settings);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/не изменён/);
      expect(readdirSync(path.join(dataDir, 'pgdata')).sort()).toEqual(before);
    });
  },
);
