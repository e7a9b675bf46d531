// @vitest-environment node
// The backup file's own format: what it writes, `tar` reads; what it reads back is byte for byte what
// was written, with each entry's sha256; and a cut, damaged or unsafe archive is refused by name.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, extractArchive, isSafeEntryPath, tarHeader, writeArchive, type ArchiveEntry } from './backup-archive.ts';

const dir = mkdtempSync(join(tmpdir(), 'backup-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const bytesEntry = (path: string, data: Uint8Array, mode = 0o644): ArchiveEntry => ({ path, source: data, size: data.length, mode, mtime: new Date(0) });

async function roundTrip(name: string, entries: ArchiveEntry[], last: ArchiveEntry) {
  const file = join(dir, `${name}.tar.gz`);
  await writeArchive(file, entries, () => last);
  const out = join(dir, name);
  mkdirSync(out);
  return { file, out, extracted: await extractArchive(file, out) };
}

describe('backup archive', () => {
  it('writes a .tar.gz that tar lists, and reads back every byte with its sha256', async () => {
    const big = new Uint8Array(randomBytes(700_000));
    const onDisk = join(dir, 'on-disk.bin');
    writeFileSync(onDisk, big);
    const long = `uploads/${'a'.repeat(60)}/${'b'.repeat(90)}.webp`;
    const { file, out, extracted } = await roundTrip(
      'ok',
      [
        { path: 'directus.sqlite', source: onDisk, size: big.length, mode: 0o600, mtime: new Date(0) },
        bytesEntry('secrets.json', new TextEncoder().encode('{"a":1}\n'), 0o600),
        bytesEntry('uploads/empty.txt', new Uint8Array()),
        bytesEntry(long, new Uint8Array([1, 2, 3])),
      ],
      bytesEntry('manifest.json', new TextEncoder().encode('{}')),
    );
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'directus.sqlite',
      'secrets.json',
      'uploads/',
      'uploads/empty.txt',
      `uploads/${'a'.repeat(60)}/`,
      long,
      'manifest.json',
    ]);
    expect(extracted.map((e) => [e.path, e.size])).toEqual([
      ['directus.sqlite', big.length],
      ['secrets.json', 8],
      ['uploads/empty.txt', 0],
      [long, 3],
      ['manifest.json', 2],
    ]);
    expect(extracted[0]?.sha256).toBe(sha(big));
    expect(readFileSync(join(out, 'directus.sqlite')).equals(Buffer.from(big))).toBe(true);
    expect(extracted[1]?.mode).toBe(0o600);
  });

  it('refuses a cut file, a damaged header and an unsafe path, naming the problem', async () => {
    const { file } = await roundTrip(
      'whole',
      [bytesEntry('uploads/x.bin', new Uint8Array(randomBytes(50_000)))],
      bytesEntry('manifest.json', new Uint8Array([1])),
    );
    const bytes = readFileSync(file);
    const read = async (name: string, data: Uint8Array) => {
      const path = join(dir, `${name}.tar.gz`);
      writeFileSync(path, data);
      const out = join(dir, name);
      mkdirSync(out);
      return extractArchive(path, out).then(
        () => 'read',
        (e: unknown) => (e instanceof ArchiveError ? e.message : `not an ArchiveError: ${String(e)}`),
      );
    };
    expect(await read('cut', bytes.subarray(0, bytes.length - 100))).toMatch(/truncated/);
    expect(await read('garbage', new TextEncoder().encode('not a backup'))).toMatch(/not a complete \.tar\.gz/);
    // A valid gzip of a tar cut between entries: no end-of-archive marker.
    const header = tarHeader('uploads/a.txt', 3, 0o644, new Date(0));
    expect(await read('no-end', gzipSync(Buffer.concat([header, Buffer.from('abc'), Buffer.alloc(509)])))).toMatch(/no end-of-archive marker/);
    const damaged = Buffer.from(header);
    damaged[0] = 'x'.charCodeAt(0);
    expect(await read('damaged', gzipSync(Buffer.concat([damaged, Buffer.alloc(1536)])))).toMatch(/damaged/);
    // A path that would climb out of the folder, written by hand (our writer refuses to).
    const evil = Buffer.from(header);
    evil.fill(0, 0, 100);
    evil.write('../evil.txt', 0, 'utf8');
    evil.fill(32, 148, 156);
    let sum = 0;
    for (const b of evil) sum += b;
    evil.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
    expect(await read('evil', gzipSync(Buffer.concat([evil, Buffer.from('abc'), Buffer.alloc(509 + 1024)])))).toMatch(/unsafe path: "\.\.\/evil\.txt"/);
  });

  it('accepts only plain relative paths', () => {
    expect(['directus.sqlite', 'uploads/a.png', 'uploads/x/y.webp'].every(isSafeEntryPath)).toBe(true);
    expect(['', '/etc/passwd', '../x', 'uploads/../x', 'uploads//x', 'uploads/./x', 'a\\b'].some(isSafeEntryPath)).toBe(false);
    expect(() => tarHeader('../x', 0, 0o644, new Date(0))).toThrow(/not a plain relative path/);
  });
});
