import type { AppConfig } from './schema';

// Set exactly once by the bootstrap after config.json has loaded; everything that
// needs the base URL or time-out reads it through here instead of a build-time value.
let current: AppConfig | undefined;

export function setRuntimeConfig(config: AppConfig): void {
  current = config;
}

export function getRuntimeConfig(): AppConfig {
  if (!current) throw new Error('Runtime config read before config.json was loaded');
  return current;
}
