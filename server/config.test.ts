import path from 'node:path';
import { DEFAULT_BCRYPT_ROUNDS, readConfig } from './config';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    const c = readConfig({}, []);
    expect(c.port).toBe(8013);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dbPath).toBe(path.resolve('data/shop-admin.db'));
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.distDir).toBe(path.resolve('dist'));
    expect(c.tokenTtlSeconds).toBe(4 * 3600);
    expect(c.bcryptRounds).toBe(DEFAULT_BCRYPT_ROUNDS);
    expect(DEFAULT_BCRYPT_ROUNDS).toBeGreaterThanOrEqual(8);
    expect(c.testMode).toBe(false);
    expect(c.logLevel).toBeUndefined();
  });

  it('puts the data folder beside DB_PATH unless DATA_DIR says otherwise', () => {
    expect(readConfig({ DB_PATH: '/tmp/x/app.db' }, []).dataDir).toBe('/tmp/x');
    expect(readConfig({ DB_PATH: '/tmp/x/app.db', DATA_DIR: '/tmp/y' }, []).dataDir).toBe('/tmp/y');
  });

  it('turns test mode on only when asked', () => {
    expect(readConfig({}, ['--test-mode']).testMode).toBe(true);
    expect(readConfig({ TEST_MODE: '1' }, []).testMode).toBe(true);
    expect(readConfig({ TEST_MODE: '0' }, []).testMode).toBe(false);
  });

  it('refuses bad numbers', () => {
    expect(() => readConfig({ PORT: 'abc' }, [])).toThrow(/PORT/);
    expect(() => readConfig({ BCRYPT_ROUNDS: '2' }, [])).toThrow(/BCRYPT_ROUNDS/);
    expect(() => readConfig({ PORT: '70000' }, [])).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '-1' }, [])).toThrow(/PORT/);
    expect(readConfig({ PORT: '9000', TOKEN_TTL_SECONDS: '60' }, []).port).toBe(9000);
    // 0: any free port, for tests and benchmarks that start the server as a child process.
    expect(readConfig({ PORT: '0' }, []).port).toBe(0);
  });
});
