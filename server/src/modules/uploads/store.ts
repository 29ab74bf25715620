import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { uploadObjects } from '../../db/schema/index.js';

/** A stored file: its bytes, its content type, its size in bytes and when it was stored. */
export interface StoredUpload {
  bytes: Uint8Array;
  contentType: string;
  size: number;
  storedAt: Date;
}

/**
 * Where uploaded files are kept, by key (`<bucket>/<save path>`, served at /uploads/<key>).
 * A key is written once: `put` never replaces a stored file and answers false when the key
 * is taken.
 */
export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  get(key: string): Promise<StoredUpload | undefined>;
}

/** Where uploads are kept: `database` (every instance on the database) or `directory`. */
export type UploadStoreKind = 'database' | 'directory';
export const UPLOAD_STORE_KINDS: readonly UploadStoreKind[] = ['database', 'directory'];

/**
 * A key is a bucket and a path of one or more segments of letters, digits, `_`, `-` and `.`;
 * no segment starts with a dot, so no key leaves its bucket or names a hidden file.
 */
const UPLOAD_KEY = /^[a-z0-9][a-z0-9_-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

export const isUploadKey = (key: string) => key.length <= 512 && UPLOAD_KEY.test(key);

function checkedKey(key: string): string {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Content types of the files a directory holds, by suffix (the upload host stores images only). */
const TYPES_BY_SUFFIX: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files in a directory, `<root>/<key>`: one instance's disk, or a volume every instance
 * mounts. The content type follows from the file's suffix; the time stored is its
 * modification time.
 */
export class DirectoryUploadStore implements UploadStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileOf(key: string): string {
    const file = path.join(this.root, ...checkedKey(key).split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`key outside the store: ${key}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array): Promise<boolean> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, bytes, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  async get(key: string): Promise<StoredUpload | undefined> {
    if (!isUploadKey(key)) return undefined;
    const file = this.fileOf(key);
    try {
      const [stats, bytes] = await Promise.all([stat(file), readFile(file)]);
      if (!stats.isFile()) return undefined;
      return {
        bytes,
        contentType:
          TYPES_BY_SUFFIX[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        size: bytes.length,
        storedAt: stats.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
}

/**
 * Files in the database's `upload_objects` table, so that every server instance on the
 * database serves every upload. The time stored is the server clock's.
 */
export class DatabaseUploadStore implements UploadStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    const stored = await this.db
      .insert(uploadObjects)
      .values({
        key: checkedKey(key),
        contentType,
        bytes,
        size: bytes.length,
        createdAt: this.now(),
      })
      .onConflictDoNothing()
      .returning({ key: uploadObjects.key });
    return stored.length === 1;
  }

  async get(key: string): Promise<StoredUpload | undefined> {
    if (!isUploadKey(key)) return undefined;
    const [row] = await this.db.select().from(uploadObjects).where(eq(uploadObjects.key, key));
    if (!row) return undefined;
    return {
      bytes: row.bytes,
      contentType: row.contentType,
      size: row.size,
      storedAt: row.createdAt,
    };
  }
}

/** Where stored uploads live on disk for the directory store: `<dataDir>/uploads`. */
export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** The store the server's settings choose (UPLOAD_STORE). */
export function uploadStoreOf(ctx: AppContext): UploadStore {
  return ctx.config.uploadStore === 'directory'
    ? new DirectoryUploadStore(uploadsRoot(ctx.config.dataDir))
    : new DatabaseUploadStore(ctx.db, ctx.now);
}
