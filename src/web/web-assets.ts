import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';

export interface WebAsset {
  body: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

/** The folder `npm run build` writes the web inbox into: <project>/dist/web, from source or from dist. */
export function webAssetsDir(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return join(dir, 'dist', 'web');
}

/**
 * The built web inbox, read into memory once at start-up (a few dozen kilobytes): requests are
 * answered from this map by exact path, so nothing outside it can ever be served.
 */
@Injectable()
export class WebAssets implements OnModuleInit {
  private readonly logger = new Logger(WebAssets.name);
  private assets = new Map<string, WebAsset>();

  constructor(private readonly dir: string = webAssetsDir()) {}

  onModuleInit(): void {
    if (!existsSync(join(this.dir, 'index.html'))) {
      this.logger.warn(`The web inbox is not built (${this.dir} has no index.html): run npm run build`);
      return;
    }
    const assets = new Map<string, WebAsset>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else {
          const contentType = CONTENT_TYPES[extname(name).toLowerCase()];
          if (!contentType) continue;
          const body = readFileSync(path);
          assets.set(relative(this.dir, path).split(sep).join('/'), { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
        }
      }
    };
    walk(this.dir);
    this.assets = assets;
  }

  /** `index.html`, `app/main.js`, `vendor/preact.mjs`…; undefined for anything else. */
  get(path: string): WebAsset | undefined {
    return this.assets.get(path);
  }
}
