import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImageKind } from '../shared/image-check';

export type FileCategory = 'pictures' | 'avatar';

/** A generated name: random hex, a dot, a known extension. Nothing else is ever stored. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,120}(\.[A-Za-z0-9]{1,10})?$/;

/**
 * Uploaded files under `<dataDir>/files/<category>/<generated name>`. Callers never
 * choose a name, and `resolve` only returns paths that stay inside the folder.
 */
export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'files');
    for (const c of ['pictures', 'avatar'] satisfies FileCategory[]) {
      fs.mkdirSync(path.join(this.root, c), { recursive: true });
    }
  }

  async save(category: FileCategory, data: Buffer, kind: ImageKind): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    // wx: a (vanishingly unlikely) name clash fails instead of overwriting.
    await fs.promises.writeFile(path.join(this.root, category, name), data, { flag: 'wx', mode: 0o644 });
    return name;
  }

  async remove(category: FileCategory, name: string): Promise<void> {
    const file = this.resolve(`${category}/${name}`);
    if (file) await fs.promises.rm(file, { force: true });
  }

  /**
   * Maps a request path below the storage root (already URL-decoded, e.g.
   * `pictures/ab12.png`) to a file path, or null when it is not a plain relative
   * path of safe segments: `..`, absolute paths, backslashes and NUL are refused.
   */
  resolve(relative: string): string | null {
    if (relative.length === 0 || relative.length > 300) return null;
    if (relative.includes('\0') || relative.includes('\\') || relative.startsWith('/')) return null;
    const segments = relative.split('/');
    if (!segments.every((s) => SEGMENT.test(s))) return null;
    const full = path.resolve(this.root, ...segments);
    return full.startsWith(this.root + path.sep) ? full : null;
  }
}
