import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MapData } from './features.js';
import { renderTile } from './tileRenderer.js';

/**
 * Image tiles rendered on first request and kept on disk under
 * `<dataDir>/tiles/<geometry version>/<z>/<x>_<y>.png` (a new geometry gets a new folder),
 * with the most recent ones also in memory. Concurrent requests for a tile share one render.
 */
export class TileCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly memory = new Map<string, Buffer>();

  constructor(
    private readonly dataDir: string,
    private readonly memorySize = 256,
  ) {}

  fileOf(data: MapData, z: number, x: number, y: number): string {
    return path.join(this.dataDir, 'tiles', data.version, String(z), `${x}_${y}.png`);
  }

  async get(data: MapData, z: number, x: number, y: number): Promise<Buffer> {
    const file = this.fileOf(data, z, x, y);
    const remembered = this.memory.get(file);
    if (remembered) return remembered;
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.load(data, file, z, x, y).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    const tile = await pending;
    if (this.memory.size >= this.memorySize) {
      const oldest = this.memory.keys().next().value;
      if (oldest !== undefined) this.memory.delete(oldest);
    }
    this.memory.set(file, tile);
    return tile;
  }

  private async load(data: MapData, file: string, z: number, x: number, y: number) {
    try {
      return await readFile(file);
    } catch {
      const tile = renderTile(data, z, x, y);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, tile);
      await rename(temporary, file);
      return tile;
    }
  }
}
