import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
