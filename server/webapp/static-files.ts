import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

export interface StaticFile {
  body: Uint8Array;
  /** Present when the type compresses and gzip saves bytes. */
  gzip: Uint8Array | undefined;
  contentType: string;
  etag: string;
}

/**
 * Reads files of the built app, gzipping each once. Entries are keyed by modification time so that a
 * rebuild while the server runs is picked up without a restart.
 */
export class StaticFiles {
  private readonly cache = new Map<string, { mtimeMs: number; file: StaticFile }>();
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /**
   * Resolves a URL path inside the root; undefined for anything that escapes it, and for hidden files and
   * folders: Vite's `.vite/manifest.json` lists every module of the build and is read from disk only
   * (ssr.ts).
   */
  resolve(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const normalised = path.posix.normalize('/' + decoded);
    if (normalised.includes('/.')) return undefined;
    const resolved = path.resolve(this.root, '.' + normalised);
    return resolved.startsWith(this.root + path.sep) ? resolved : undefined;
  }

  async read(filePath: string): Promise<StaticFile | undefined> {
    let info;
    try {
      info = await stat(filePath);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = this.cache.get(filePath);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.file;
    const body = new Uint8Array(await readFile(filePath));
    const ext = path.extname(filePath).toLowerCase();
    const compressed =
      COMPRESSIBLE.has(ext) && body.byteLength > 512 ? gzipSync(body, { level: 9 }) : undefined;
    const file: StaticFile = {
      body,
      gzip: compressed && compressed.byteLength < body.byteLength ? new Uint8Array(compressed) : undefined,
      contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
    this.cache.set(filePath, { mtimeMs: info.mtimeMs, file });
    return file;
  }
}
