/** webpack's ChunkLoadError, or a browser's failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|dynamically imported module|Importing a module script failed/i.test(error.message);
}
