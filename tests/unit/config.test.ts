import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPES } from '../../common/uploadTypes.js';
import { ConfigError, loadConfig } from '../../server/config.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'cofre-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.tokens.accessTtl).toBe(900);
    expect(c.brand.appName).toBe('Cofre');
  });

  it('generates the JWT secret and app key once and keeps them in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(existsSync(join(dir, 'jwt.secret'))).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.appKey).not.toBe(first.jwtSecret);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dir, 'app.key'), 'utf8')).toBe(first.appKey);
  });

  it('prefers secrets from the environment', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'j'.repeat(40) });
    expect(c.jwtSecret).toBe('j'.repeat(40));
  });

  it('reads SEED_DEMO=0 as off and strips a trailing slash from APP_URL', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0', APP_URL: 'https://cofre.example.com/' });
    expect(c.seedDemo).toBe(false);
    expect(c.appUrl).toBe('https://cofre.example.com');
  });

  it('refuses bad values naming each variable', () => {
    const bad = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SMTP_URL: 'http://x',
      });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const text = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL']) expect(text).toContain(name);
    }
  });
  it('keeps blobs in DATA_DIR/blobs by default, with the upload and link defaults', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.blob).toEqual({ kind: 'local', dir: join(dir, 'blobs') });
    expect(c.upload.maxBytes).toBe(100 * 1024 * 1024);
    // The vault takes documents and images; audio and video only when configured.
    expect(c.upload.allowedTypes).toEqual(
      UPLOAD_TYPES.filter((t) => !['ogg', 'mp3', 'm4a', 'mp4'].includes(t)),
    );
    expect(c.messaging.mediaMaxBytes).toBe(16 * 1024 * 1024);
    expect(c.messaging.documentMaxBytes).toBe(100 * 1024 * 1024);
    expect(c.downloadUrlTtl).toBe(300);
  });

  it('uses the S3 bucket when S3_* are set', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'cofre',
      S3_ACCESS_KEY: 'chave',
      S3_SECRET_KEY: 'segredo',
      S3_REGION: 'sa-east-1',
      S3_FORCE_PATH_STYLE: '0',
    });
    expect(c.blob).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'cofre',
      accessKey: 'chave',
      secretKey: 'segredo',
      region: 'sa-east-1',
      forcePathStyle: false,
    });
  });

  it('defaults S3 to AWS in us-east-1 with path-style addressing', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'cofre', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 'b' });
    expect(c.blob).toMatchObject({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('refuses S3_BUCKET without the keys, naming S3_ACCESS_KEY', () => {
    for (const env of [{ S3_BUCKET: 'cofre' }, { S3_BUCKET: 'cofre', S3_ACCESS_KEY: 'a' }]) {
      const bad = () => loadConfig({ DATA_DIR: tempDir(), ...env });
      expect(bad).toThrow(ConfigError);
      expect(bad).toThrow('S3_ACCESS_KEY');
    }
  });

  it('refuses an S3_ENDPOINT that is not a URL', () => {
    const bad = () =>
      loadConfig({
        DATA_DIR: tempDir(),
        S3_ENDPOINT: 'sem esquema',
        S3_BUCKET: 'c',
        S3_ACCESS_KEY: 'a',
        S3_SECRET_KEY: 'b',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow('S3_ENDPOINT');
  });

  it('reads UPLOAD_MAX_BYTES, UPLOAD_ALLOWED_TYPES and DOWNLOAD_URL_TTL', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      UPLOAD_MAX_BYTES: '5242880',
      UPLOAD_ALLOWED_TYPES: ' PDF, png ,,jpeg',
      DOWNLOAD_URL_TTL: '60',
    });
    expect(c.upload.maxBytes).toBe(5 * 1024 * 1024);
    expect(c.upload.allowedTypes).toEqual(['pdf', 'png', 'jpeg']);
    expect(c.downloadUrlTtl).toBe(60);
  });

  it('refuses an unknown kind in UPLOAD_ALLOWED_TYPES, naming it', () => {
    const bad = () => loadConfig({ DATA_DIR: tempDir(), UPLOAD_ALLOWED_TYPES: 'pdf,exe' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/UPLOAD_ALLOWED_TYPES: unknown exe/);
  });

  it('refuses bad upload and link limits naming each variable', () => {
    const bad = () => loadConfig({ DATA_DIR: tempDir(), UPLOAD_MAX_BYTES: '0', DOWNLOAD_URL_TTL: '5' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const text = (err as Error).message;
      for (const name of ['UPLOAD_MAX_BYTES', 'DOWNLOAD_URL_TTL']) expect(text).toContain(name);
    }
  });

  it('points the CEP and CNPJ lookups at ViaCEP and ReceitaWS unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).lookups).toEqual({
      cepUrl: 'https://viacep.com.br/ws/{cep}/json/',
      cnpjUrl: 'https://www.receitaws.com.br/v1/cnpj/{cnpj}',
    });
    const c = loadConfig({
      DATA_DIR: tempDir(),
      CEP_LOOKUP_URL: 'http://127.0.0.1:9000/cep/{cep}',
      CNPJ_LOOKUP_URL: ' ',
    });
    expect(c.lookups.cepUrl).toBe('http://127.0.0.1:9000/cep/{cep}');
    expect(c.lookups.cnpjUrl).toBe('https://www.receitaws.com.br/v1/cnpj/{cnpj}');
  });

  it('refuses a lookup URL that is not http(s) or lacks its placeholder, naming the variable', () => {
    for (const [name, value] of [
      ['CEP_LOOKUP_URL', 'https://viacep.com.br/ws/json/'],
      ['CEP_LOOKUP_URL', 'ftp://viacep.com.br/{cep}'],
      ['CNPJ_LOOKUP_URL', 'receitaws/{cnpj}'],
      ['CNPJ_LOOKUP_URL', 'https://www.receitaws.com.br/v1/cnpj/{cep}'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(name),
      );
    }
  });

  it('reads the support contacts (none by default), keeping only the digits of the number', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).support).toEqual({ whatsapp: undefined, email: undefined });
    const c = loadConfig({
      DATA_DIR: tempDir(),
      SUPPORT_WHATSAPP: '+55 (11) 4000-1234',
      SUPPORT_EMAIL: 'suporte@empresa.com.br',
    });
    expect(c.support).toEqual({ whatsapp: '551140001234', email: 'suporte@empresa.com.br' });
  });

  it('refuses a support number or e-mail that would lead nowhere, naming the variable', () => {
    for (const [name, value] of [
      ['SUPPORT_WHATSAPP', '4000-1234'],
      ['SUPPORT_WHATSAPP', 'fale conosco'],
      ['SUPPORT_EMAIL', 'suporte@'],
    ] as const)
      expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(name),
      );
  });
});
