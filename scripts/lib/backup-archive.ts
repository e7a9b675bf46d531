// The backup file: a gzip-compressed tar (POSIX ustar) written and read with Node's own zlib and
// streams, so that `npm run backup` needs no archive package and any `tar -xzf` opens the file too.
// Only what a backup holds is written and accepted: regular files and folders, relative paths without
// `..`, modes without set-id bits. A truncated or corrupt file fails while it is read (gzip's own
// check, then the headers' checksums), before anything is put in place.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

export type ArchiveEntry = {
  /** The path inside the archive, with forward slashes (`uploads/abc.png`). */
  path: string;
  /** The file on disk to read it from; or its bytes, for small generated entries (the manifest). */
  source: string | Uint8Array;
  size: number;
  mode: number;
  mtime: Date;
};

/** A path that may stand in a backup: relative, forward slashes, no `.`/`..` segment, no empty segment. */
export function isSafeEntryPath(path: string): boolean {
  if (path.length === 0 || path.startsWith('/') || path.includes('\\') || path.includes('\0')) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function octal(value: number, width: number): string {
  // `width - 1` digits and a NUL, as tar writes them.
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte ustar header of one entry (paths up to 100 characters, or 255 split at a slash). */
export function tarHeader(path: string, size: number, mode: number, mtime: Date, type: '0' | '5' = '0'): Buffer {
  if (!isSafeEntryPath(path)) throw new Error(`Cannot archive ${JSON.stringify(path)}: not a plain relative path`);
  // A folder's name ends with a slash, as tar writes them.
  const stored = type === '5' ? `${path}/` : path;
  let name = stored;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = stored.lastIndexOf('/', type === '5' ? stored.length - 2 : 155);
    if (cut <= 0 || Buffer.byteLength(stored.slice(cut + 1)) > 100 || Buffer.byteLength(stored.slice(0, cut)) > 155) {
      throw new Error(`Cannot archive ${path}: the name is longer than a tar header holds (255 characters)`);
    }
    prefix = stored.slice(0, cut);
    name = stored.slice(cut + 1);
  }
  // 8 GiB is ustar's size limit (11 octal digits); a site's single upload stays far below it.
  if (size >= 8 ** 11) throw new Error(`Cannot archive ${path}: larger than 8 GiB`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(mode & 0o777, 8), 100, 8, 'ascii');
  h.write(octal(0, 8), 108, 8, 'ascii'); // uid
  h.write(octal(0, 8), 116, 8, 'ascii'); // gid
  h.write(octal(size, 12), 124, 12, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  h.write('        ', 148, 8, 'ascii'); // the checksum counts itself as spaces
  h.write(type, 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

export type WrittenEntry = { path: string; size: number; sha256: string };

async function* tarStream(entries: ArchiveEntry[], last: (written: WrittenEntry[]) => ArchiveEntry): AsyncGenerator<Buffer> {
  const folders = new Set<string>();
  const written: WrittenEntry[] = [];
  for (const entry of [...entries, null]) {
    const e = entry ?? last(written.slice());
    // Each folder once, before its first file, so that `tar -x` makes it with a sensible mode.
    const parts = e.path.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (folders.has(folder)) continue;
      folders.add(folder);
      yield tarHeader(folder, 0, 0o755, e.mtime, '5');
    }
    yield tarHeader(e.path, e.size, e.mode, e.mtime);
    const hash = createHash('sha256');
    let size = 0;
    if (typeof e.source === 'string') {
      for await (const chunk of createReadStream(e.source)) {
        const buf = chunk as Buffer;
        // A file that grew since it was measured would overrun its header's size: stop at the size.
        const part = size + buf.length > e.size ? buf.subarray(0, e.size - size) : buf;
        size += part.length;
        hash.update(part);
        yield part;
        if (size >= e.size) break;
      }
    } else {
      size = e.source.length;
      hash.update(e.source);
      yield Buffer.from(e.source);
    }
    if (size !== e.size) throw new Error(`${e.path} changed size while it was archived (${size} of ${e.size} bytes)`);
    written.push({ path: e.path, size, sha256: hash.digest('hex') });
    const pad = (BLOCK - (e.size % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Writes `entries`, in order, to `file` as a .tar.gz private to its owner (a backup holds secrets),
 * hashing each as it goes; then the entry `last` makes from those hashes (the manifest).
 */
export async function writeArchive(file: string, entries: ArchiveEntry[], last: (written: WrittenEntry[]) => ArchiveEntry): Promise<void> {
  await pipeline(Readable.from(tarStream(entries, last)), createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
}

export type ExtractedEntry = { path: string; size: number; sha256: string; mode: number };

export class ArchiveError extends Error {}

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

function readOctal(block: Buffer, start: number, length: number, what: string): number {
  const text = readString(block, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new ArchiveError(`a tar header's ${what} is not a number`);
  return text === '' ? 0 : parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum === readOctal(block, 148, 8, 'checksum');
}

/**
 * Reads the archive at `file` into the folder `into` (which must exist), entry by entry, with the
 * sha256 of each file. `onEntry` sees each file's path before it is written and may refuse it by
 * throwing. Throws an ArchiveError on a truncated, corrupt or unsafe archive; `into` then holds
 * whatever was read so far, for the caller to remove.
 */
export async function extractArchive(file: string, into: string, onEntry: (path: string) => void = () => {}): Promise<ExtractedEntry[]> {
  const entries: ExtractedEntry[] = [];
  type Open = { path: string; size: number; mode: number; left: number; hash: Hash; fd: FileHandle };
  const state: { pending: Buffer; current: Open | null; padding: number; ended: boolean } = {
    pending: Buffer.alloc(0),
    current: null,
    padding: 0,
    ended: false,
  };

  async function finishFile(file: Open): Promise<void> {
    await file.fd.close();
    entries.push({ path: file.path, size: file.size, mode: file.mode, sha256: file.hash.digest('hex') });
    state.padding = (BLOCK - (file.size % BLOCK)) % BLOCK;
    state.current = null;
  }

  async function consume(): Promise<void> {
    for (;;) {
      const file = state.current;
      if (file) {
        if (state.pending.length === 0) return;
        const take = state.pending.subarray(0, Math.min(file.left, state.pending.length));
        state.pending = state.pending.subarray(take.length);
        file.hash.update(take);
        await file.fd.write(take);
        file.left -= take.length;
        if (file.left === 0) await finishFile(file);
        continue;
      }
      if (state.padding > 0) {
        const skip = Math.min(state.padding, state.pending.length);
        state.pending = state.pending.subarray(skip);
        state.padding -= skip;
        if (state.padding > 0) return;
      }
      if (state.ended) {
        state.pending = Buffer.alloc(0); // tar's own padding after the end-of-archive blocks
        return;
      }
      if (state.pending.length < BLOCK) return;
      const header = state.pending.subarray(0, BLOCK);
      state.pending = state.pending.subarray(BLOCK);
      if (header.every((b) => b === 0)) {
        state.ended = true;
        continue;
      }
      if (!checksumOk(header)) throw new ArchiveError('a tar header is damaged (its checksum does not match)');
      if (readString(header, 257, 6) !== 'ustar') throw new ArchiveError('not a ustar archive');
      const name = readString(header, 0, 100);
      const prefix = readString(header, 345, 155);
      const path = (prefix ? `${prefix}/${name}` : name).replace(/\/$/, '');
      const type = String.fromCharCode(header[156] ?? 0);
      if (!isSafeEntryPath(path)) throw new ArchiveError(`the archive holds an unsafe path: ${JSON.stringify(path)}`);
      const size = readOctal(header, 124, 12, 'size');
      const mode = readOctal(header, 100, 8, 'mode') & 0o777;
      if (type === '5') {
        await mkdir(join(into, ...path.split('/')), { recursive: true });
        continue;
      }
      if (type !== '0' && type !== '\0') throw new ArchiveError(`the archive holds ${path} of a kind a backup never has (tar type ${JSON.stringify(type)})`);
      onEntry(path);
      const target = join(into, ...path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      // `wx`: a path that comes twice is refused rather than silently overwritten.
      const fd = await open(target, 'wx', mode || 0o644).catch((error: unknown) => {
        throw new ArchiveError(`the archive holds ${path} twice, or it cannot be written: ${error instanceof Error ? error.message : String(error)}`);
      });
      const opened: Open = { path, size, mode, left: size, hash: createHash('sha256'), fd };
      state.current = opened;
      if (size === 0) await finishFile(opened);
    }
  }

  // The reader's own refusal, kept: pipeline reports it as an AbortError once it has torn the streams down.
  let refusal: unknown;
  try {
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      try {
        for await (const chunk of source) {
          state.pending = state.pending.length ? Buffer.concat([state.pending, chunk]) : chunk;
          await consume();
        }
      } catch (error) {
        refusal = error;
        throw error;
      }
    });
  } catch (caught) {
    const error = refusal ?? caught;
    await state.current?.fd.close().catch(() => {});
    if (error instanceof ArchiveError) throw error;
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (code.startsWith('Z_')) throw new ArchiveError(`it is not a complete .tar.gz (${error instanceof Error ? error.message : ''}): truncated or corrupt`);
    throw error;
  }
  if (state.current) throw new ArchiveError(`the archive ends in the middle of ${state.current.path}: truncated`);
  if (!state.ended) throw new ArchiveError('the archive has no end-of-archive marker: truncated');
  return entries;
}

/** The sha256 of a file on disk, streamed. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `a/b/c` for a path relative to `root`, whatever the platform's separator. */
export function toEntryPath(relativePath: string): string {
  return relativePath.split(/[\\/]/).join(posix.sep);
}
