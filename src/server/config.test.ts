import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = '0x' + 'ab'.repeat(32);

describe('loadConfig', () => {
  it('gives embedded, offline defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, llm: null, telemetryCacheSeconds: 60 });
    expect(c.provider).toEqual({ mode: 'simulator', port: 3100, publicUrl: undefined, otp: '000000' });
  });

  it('switches to the real provider when all three DIMO variables are set', () => {
    const c = loadConfig({ DIMO_CLIENT_ID: '0xclient', DIMO_API_KEY: KEY, DIMO_REDIRECT_URI: 'https://app.example.com/auth/callback', DIMO_ENV: 'development' });
    expect(c.provider).toMatchObject({ mode: 'dimo', env: 'development', clientId: '0xclient' });
  });

  it('enables the LLM with a base URL and a model', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3' }).llm).toMatchObject({ model: 'llama3', apiKey: '' });
  });

  it.each([
    [{ PORT: 'abc' }, ['PORT']],
    [{ PORT: '70000', DATABASE_URL: 'not a url' }, ['PORT', 'DATABASE_URL']],
    [{ DIMO_API_KEY: 'secret' }, ['DIMO_API_KEY']],
    [{ DIMO_CLIENT_ID: 'x' }, ['DIMO_API_KEY', 'DIMO_REDIRECT_URI']],
    [{ LLM_MODEL: 'gpt' }, ['LLM_BASE_URL']],
    [{ SIM_OTP: '12' }, ['SIM_OTP']],
    [{ DIMO_ENV: 'staging' }, ['DIMO_ENV']],
  ])('names each bad variable: %j', (env, names) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of names) expect((error as ConfigError).message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(names.length);
  });

  it('never echoes a secret value in its error', () => {
    expect(() => loadConfig({ DIMO_API_KEY: 'super-secret-value' })).toThrow(/DIMO_API_KEY/);
    try {
      loadConfig({ DIMO_API_KEY: 'super-secret-value' });
    } catch (e) {
      expect((e as Error).message).not.toContain('super-secret-value');
    }
  });
});
