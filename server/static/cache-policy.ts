import path from 'node:path';

/** Webpack-style content-hashed names: `main.3f2a9c1b.js`, `12.0a1b2c3d4e.chunk.css`, `0a1b2c3d.js`. */
const HASHED = /(^|[.-])[0-9a-f]{8,}\./i;
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Cache-Control for a file of the build: hashed assets never change under their
 * name so browsers may keep them for a year; everything else (index.html,
 * config.json, favicon) is revalidated on each use.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_SUFFIX, '');
  if (name === 'index.html' || name === 'config.json') return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
