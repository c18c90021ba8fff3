import path from 'node:path';
import { DEFAULT_BCRYPT_ROUNDS, DEFAULT_SIGN_IN_RATE_LIMIT, readConfig } from './config';

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
    expect(c.trustedProxies).toEqual([]);
    expect(c.signInRateLimit).toEqual(DEFAULT_SIGN_IN_RATE_LIMIT);
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

  it('seeds the demo shop unless SEED_DEMO says 0', () => {
    expect(readConfig({}, []).seedDemo).toBeUndefined();
    expect(readConfig({ SEED_DEMO: '0' }, []).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: 'false' }, []).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: '1' }, []).seedDemo).toBe(true);
    expect(() => readConfig({ SEED_DEMO: 'no' }, [])).toThrow(/SEED_DEMO/);
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

  it('reads TRUSTED_PROXIES as addresses and CIDRs, and refuses anything else', () => {
    expect(readConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1 10.0.0.0/8,192.168.1.0/255.255.255.0 loopback' }, []).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      '192.168.1.0/255.255.255.0',
      'loopback',
    ]);
    expect(readConfig({ TRUSTED_PROXIES: '' }, []).trustedProxies).toEqual([]);
    expect(() => readConfig({ TRUSTED_PROXIES: 'nginx.local' }, [])).toThrow(/TRUSTED_PROXIES.*nginx\.local/);
    expect(() => readConfig({ TRUSTED_PROXIES: '10.0.0.0/33' }, [])).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ TRUSTED_PROXIES: 'true' }, [])).toThrow(/TRUSTED_PROXIES/);
  });

  it('reads PUBLIC_BASE_URL as an http(s) URL without its trailing slash, and refuses anything else', () => {
    expect(readConfig({}, []).publicBaseUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_BASE_URL: '' }, []).publicBaseUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_BASE_URL: 'https://shop.example.com/' }, []).publicBaseUrl).toBe('https://shop.example.com');
    expect(readConfig({ PUBLIC_BASE_URL: 'http://10.0.0.5:8080/admin/' }, []).publicBaseUrl).toBe('http://10.0.0.5:8080/admin');
    expect(() => readConfig({ PUBLIC_BASE_URL: 'shop.example.com' }, [])).toThrow(/PUBLIC_BASE_URL/);
    expect(() => readConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' }, [])).toThrow(/PUBLIC_BASE_URL/);
    expect(() => readConfig({ PUBLIC_BASE_URL: 'https://shop.example.com/?x=1' }, [])).toThrow(/PUBLIC_BASE_URL/);
  });

  it('reads the sign-in rate limit; 0 turns it off', () => {
    expect(readConfig({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_SECONDS: '10' }, []).signInRateLimit).toEqual({ max: 3, windowMs: 10_000 });
    expect(readConfig({ LOGIN_RATE_LIMIT: '0' }, []).signInRateLimit).toBeNull();
    expect(() => readConfig({ LOGIN_RATE_LIMIT: '-1' }, [])).toThrow(/LOGIN_RATE_LIMIT/);
    expect(() => readConfig({ LOGIN_RATE_WINDOW_SECONDS: '0' }, [])).toThrow(/LOGIN_RATE_WINDOW_SECONDS/);
  });

  it('reads the log retention, 100,000 rows and 90 days per kind by default', () => {
    expect(readConfig({}, []).logRetention).toEqual({ maxRows: 100_000, maxDays: 90 });
    expect(readConfig({ LOG_MAX_ROWS: '500', LOG_MAX_DAYS: '7' }, []).logRetention).toEqual({ maxRows: 500, maxDays: 7 });
    expect(() => readConfig({ LOG_MAX_ROWS: '0' }, [])).toThrow('LOG_MAX_ROWS');
  });

  it('reads the per-user limit on profile writes, 10 a minute by default; 0 turns it off', () => {
    expect(readConfig({}, []).profileRateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(readConfig({ PROFILE_RATE_LIMIT: '3' }, []).profileRateLimit).toEqual({ max: 3, windowMs: 60_000 });
    expect(readConfig({ PROFILE_RATE_LIMIT: '0' }, []).profileRateLimit).toBeNull();
    expect(() => readConfig({ PROFILE_RATE_LIMIT: 'x' }, [])).toThrow(/PROFILE_RATE_LIMIT/);
  });

  it('reads the per-user limit on heavy calls, 10 every 20 seconds by default; 0 turns it off', () => {
    expect(readConfig({}, []).heavyRateLimit).toEqual({ max: 10, windowMs: 20_000 });
    expect(readConfig({ HEAVY_RATE_LIMIT: '5' }, []).heavyRateLimit).toEqual({ max: 5, windowMs: 20_000 });
    expect(readConfig({ HEAVY_RATE_LIMIT: '0' }, []).heavyRateLimit).toBeNull();
    expect(() => readConfig({ HEAVY_RATE_LIMIT: '-1' }, [])).toThrow(/HEAVY_RATE_LIMIT/);
  });

  it('reads the absolute session lifetime, 7 days by default', () => {
    expect(readConfig({}, []).tokenMaxAgeSeconds).toBe(604_800);
    expect(readConfig({ TOKEN_MAX_AGE_SECONDS: '86400' }, []).tokenMaxAgeSeconds).toBe(86_400);
    expect(() => readConfig({ TOKEN_MAX_AGE_SECONDS: '0' }, [])).toThrow(/TOKEN_MAX_AGE_SECONDS/);
  });
});
