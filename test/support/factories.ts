import { randomBytes } from 'node:crypto';
import { ApiClient } from './api-client';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  apiKey: string;
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Registers a user and creates an API key for it. */
export async function createUser(api: ApiClient, overrides: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const registered = await api.post('/api/v1/auth/register', { email, password, name: overrides.name ?? 'Test User' });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const token = registered.body.data.token as string;
  const key = await api.post('/api/v1/auth/api-keys', { name: 'test' }, { bearer: token });
  if (key.status !== 201) throw new Error(`api key failed: ${key.status} ${key.text}`);
  return { id: registered.body.data.user.id, email, password, token, apiKey: key.body.data.key };
}
