import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = '0x' + 'ab'.repeat(32);

describe('loadConfig', () => {
  it('gives embedded, offline defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, llm: null, telemetryCacheSeconds: 60 });
    expect(c.provider).toEqual({ mode: 'simulator', port: 3100, publicUrl: undefined, otp: '000000', url: undefined, developerKey: undefined });
    expect(c.jobConcurrency).toBe(1);
  });

  it('switches to the real provider when all three DIMO variables are set', () => {
    const c = loadConfig({ DIMO_CLIENT_ID: '0xclient', DIMO_API_KEY: KEY, DIMO_REDIRECT_URI: 'https://app.example.com/auth/callback', DIMO_ENV: 'development' });
    expect(c.provider).toMatchObject({ mode: 'dimo', env: 'development', clientId: '0xclient' });
  });

  it('turns email on with an SMTP host and a sender, and keeps webhooks to public addresses unless allowed', () => {
    expect(loadConfig({}).smtp).toBeNull();
    expect(loadConfig({}).webhookAllowPrivate).toBe(false);
    const c = loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASSWORD: 'p', SMTP_FROM: 'DriveWise <a@example.com>', WEBHOOK_ALLOW_PRIVATE: 'true' });
    expect(c.smtp).toEqual({ host: 'smtp.example.com', port: 465, secure: true, user: 'u', password: 'p', from: 'DriveWise <a@example.com>' });
    expect(c.webhookAllowPrivate).toBe(true);
    expect(loadConfig({ SMTP_HOST: 'localhost', SMTP_FROM: 'a@example.com' }).smtp).toMatchObject({ port: 587, secure: false, user: undefined });
  });

  it('chooses vehicle alerts by webhooks when possible, or polling, with their intervals', () => {
    expect(loadConfig({}).triggers).toEqual({ mode: 'auto', pollMs: 60_000, checkMs: 300_000, maxEventAgeMs: 600_000 });
    expect(loadConfig({ TRIGGERS_MODE: 'polling', TRIGGERS_POLL_SECONDS: '5', TRIGGERS_CHECK_SECONDS: '30', TRIGGERS_MAX_EVENT_AGE_SECONDS: '120' }).triggers).toEqual({
      mode: 'polling',
      pollMs: 5000,
      checkMs: 30_000,
      maxEventAgeMs: 120_000,
    });
    expect(() => loadConfig({ TRIGGERS_MODE: 'webhook' })).toThrow(/TRIGGERS_MODE/);
    expect(() => loadConfig({ TRIGGERS_POLL_SECONDS: '0' })).toThrow(/TRIGGERS_POLL_SECONDS/);
  });

  it('enables the LLM with a base URL and a model', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3' }).llm).toMatchObject({ model: 'llama3', apiKey: '' });
  });

  it('keeps files on local disk unless STORAGE_URL names an S3 bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE_URL: 's3://files.example/app/docs/' }).storage).toEqual({
      kind: 's3',
      bucket: 'files.example',
      prefix: 'app/docs',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      STORAGE_URL: 's3://docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(minio).toEqual({ kind: 's3', bucket: 'docs', prefix: '', endpoint: 'http://127.0.0.1:9000', region: 'auto', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true });
    expect(loadConfig({ STORAGE_URL: 's3://docs', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_URL: 'file:///tmp/x' }, ['STORAGE_URL']],
    [{ STORAGE_URL: 's3://Bad_Bucket' }, ['STORAGE_URL']],
    [{ STORAGE_URL: 's3://docs', S3_ACCESS_KEY_ID: 'id' }, ['S3_SECRET_ACCESS_KEY']],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, ['S3_ENDPOINT']],
    [{ STORAGE_URL: 's3://docs', S3_FORCE_PATH_STYLE: 'yes' }, ['S3_FORCE_PATH_STYLE']],
    [{ SIM_DEVELOPER_KEY: 'abc' }, ['SIM_DEVELOPER_KEY']],
    [{ JOB_CONCURRENCY: '-1' }, ['JOB_CONCURRENCY']],
    [{ PORT: 'abc' }, ['PORT']],
    [{ PORT: '70000', DATABASE_URL: 'not a url' }, ['PORT', 'DATABASE_URL']],
    [{ DIMO_API_KEY: 'secret' }, ['DIMO_API_KEY']],
    [{ DIMO_CLIENT_ID: 'x' }, ['DIMO_API_KEY', 'DIMO_REDIRECT_URI']],
    [{ LLM_MODEL: 'gpt' }, ['LLM_BASE_URL']],
    [{ SIM_OTP: '12' }, ['SIM_OTP']],
    [{ DIMO_ENV: 'staging' }, ['DIMO_ENV']],
    [{ SMTP_HOST: 'smtp.example.com' }, ['SMTP_FROM']],
    [{ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@example.com', SMTP_PASSWORD: 'x', SMTP_PORT: '0' }, ['SMTP_PORT']],
    [{ WEBHOOK_ALLOW_PRIVATE: 'maybe' }, ['WEBHOOK_ALLOW_PRIVATE']],
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
