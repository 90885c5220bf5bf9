import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Just enough of POSIX tar (ustar) for the backup: regular files and folders, streamed, so `tar -tzf` can list a
 * backup and a restore never holds more than a chunk in memory. No links, no special files.
 */
const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

function header(name: string, type: '0' | '5', mode: number, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 154);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`Path too long for the archive: ${name}`);
    }
  }
  if (size > MAX_SIZE) throw new Error(`File too large for the archive: ${name}`);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
  block.write(base, 0, 100);
  block.write(octal(mode & 0o7777, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(type, 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  block.write('        ', 148);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A file with the given bytes. */
export function* tarBytes(name: string, data: Buffer, mode = 0o600): Generator<Buffer> {
  yield header(name, '0', mode, data.length, new Date());
  yield data;
  yield padding(data.length);
}

/** A folder and everything under it, as `name/...`. */
export async function* tarFolder(folder: string, name: string): AsyncGenerator<Buffer> {
  const info = await stat(folder);
  yield header(`${name}/`, '5', info.mode, 0, info.mtime);
  for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(folder, entry.name);
    const inside = `${name}/${entry.name}`;
    if (entry.isDirectory()) {
      yield* tarFolder(full, inside);
    } else if (entry.isFile()) {
      const file = await stat(full);
      yield header(inside, '0', file.mode, file.size, file.mtime);
      let written = 0;
      for await (const chunk of createReadStream(full)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // Only a stopped database is archived: a file that changed size while read means someone else writes.
      if (written !== file.size) throw new Error(`${full} changed while it was archived`);
      yield padding(file.size);
    } else {
      throw new Error(`Not a file or folder, not archived: ${full}`);
    }
  }
}

export function* tarEnd(): Generator<Buffer> {
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exact byte counts from a stream of chunks. */
class Bytes {
  private chunks: Buffer[] = [];
  private held = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async take(count: number, upTo = false): Promise<Buffer> {
    while (this.held < count) {
      if (upTo && this.held > 0) break;
      const next = await this.source.next();
      if (next.done) throw new Error('The archive ends too early: is the file complete?');
      this.chunks.push(next.value);
      this.held += next.value.length;
    }
    const all = Buffer.concat(this.chunks);
    const size = Math.min(count, all.length);
    this.chunks = size < all.length ? [all.subarray(size)] : [];
    this.held = all.length - size;
    return all.subarray(0, size);
  }
}

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/**
 * Unpacks an archive into `into`. `accept` sees every path first; a path it refuses, or one that would land
 * outside `into`, stops the restore before anything is written for it.
 */
export async function extractTar(
  source: AsyncIterable<Buffer>,
  into: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const bytes = new Bytes(source[Symbol.asyncIterator]());
  const names: string[] = [];
  for (;;) {
    const block = await bytes.take(BLOCK);
    if (block.every((byte) => byte === 0)) return names;
    const prefix = text(block, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(block, 0, 100);
    const type = text(block, 156, 1) || '0';
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const mode = Number.parseInt(text(block, 100, 8).trim() || '600', 8);
    const target = path.resolve(into, name);
    if (
      !accept(name) ||
      !target.startsWith(path.resolve(into) + path.sep) ||
      (type !== '0' && type !== '5')
    ) {
      throw new Error(`Unexpected entry in the archive: ${name} (type ${type})`);
    }
    names.push(name);
    if (type === '5') {
      await mkdir(target, { recursive: true, mode: mode || 0o700 });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const file = await open(target, 'wx', mode || 0o600);
    try {
      for (let left = size; left > 0;) {
        const chunk = await bytes.take(Math.min(left, 1 << 20), true);
        await file.write(chunk);
        left -= chunk.length;
      }
    } finally {
      await file.close();
    }
    await bytes.take(padding(size).length);
  }
}
