import { AppConfig, buildConfig } from './app-config';

/** The only place that reads process.env. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  return buildConfig({ ...process.env, ...overrides });
}
