import type { FastifyPluginAsync } from 'fastify';

/**
 * Gives a plugin Fastify's display name. An anonymous plugin is named by searching every
 * loaded module for it (`require.cache`), about a millisecond a resource under jest's
 * module registry and again for every test app; a named one skips the search, and its
 * scope reads as the resource in `pluginName` and `printPlugins()`.
 */
export function namedPlugin<T extends FastifyPluginAsync>(name: string, plugin: T): T {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: name });
  // avvio's plugin tree reads the function's own name.
  Object.defineProperty(plugin, 'name', { value: name });
  return plugin;
}
