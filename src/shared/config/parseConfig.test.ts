import { parseConfig, normalisePublicKey } from './parseConfig';
import { DEFAULT_TIMEOUT_MS, DEFAULT_TITLE, defaultUploads } from './schema';

describe('parseConfig', () => {
  it('fills every default from an empty object', () => {
    const result = parseConfig({});
    expect(result).toEqual({
      ok: true,
      config: {
        apiBaseUrl: '',
        timeout: DEFAULT_TIMEOUT_MS,
        title: DEFAULT_TITLE,
        rsaPublicKey: '',
        sourceCodeUrl: '',
        footerTxt: '',
        caseNumber: '',
        showFooter: true,
        inspect: false,
        passwordReset: true,
        uploads: defaultUploads,
      },
    });
    expect(DEFAULT_TIMEOUT_MS).toBe(1_200_000);
    expect(DEFAULT_TITLE).toBe('后台管理系统');
  });

  it('keeps given values, drops a trailing slash from the base URL and ignores unknown keys', () => {
    const result = parseConfig({ apiBaseUrl: 'https://shop.example.com/', timeout: 5000, title: '商城后台', extra: 1 });
    expect(result.ok && result.config.apiBaseUrl).toBe('https://shop.example.com');
    expect(result.ok && result.config.timeout).toBe(5000);
    expect(result.ok && result.config.title).toBe('商城后台');
    expect(result.ok && 'extra' in result.config).toBe(false);
  });

  it('lists every bad key at once', () => {
    const result = parseConfig({ timeout: 0, showFooter: 1 });
    expect(!result.ok && result.errors).toEqual([
      'timeout: must be a positive whole number of milliseconds',
      'showFooter: must be true or false',
    ]);
  });

  it('merges partial upload endpoints with the defaults', () => {
    const result = parseConfig({ uploads: { pictures: '/upload/pic' } });
    expect(result.ok && result.config.uploads.pictures).toBe('/upload/pic');
    expect(result.ok && result.config.uploads.updateAvatar).toBe('/api/users/updateAvatar');
  });

  it.each([
    [null, '(root)'],
    [[], '(root)'],
    ['text', '(root)'],
    [{ timeout: -1 }, 'timeout'],
    [{ timeout: '1000' }, 'timeout'],
    [{ apiBaseUrl: 'javascript:alert(1)' }, 'apiBaseUrl'],
    [{ sourceCodeUrl: 'ftp://x' }, 'sourceCodeUrl'],
    [{ showFooter: 'yes' }, 'showFooter'],
    [{ passwordReset: 'false' }, 'passwordReset'],
    [{ title: '' }, 'title'],
    [{ uploads: 'x' }, 'uploads'],
    [{ uploads: { pictures: 5 } }, 'uploads.pictures'],
  ])('rejects %j naming the bad key', (raw, key) => {
    const result = parseConfig(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toContain(key === '(root)' ? 'object' : `${key}:`);
  });
});

describe('normalisePublicKey', () => {
  it('wraps a bare base64 body into a PEM and leaves a PEM alone', () => {
    const body = 'A'.repeat(100);
    expect(normalisePublicKey(` ${body} `)).toBe(
      `-----BEGIN PUBLIC KEY-----\n${'A'.repeat(64)}\n${'A'.repeat(36)}\n-----END PUBLIC KEY-----`,
    );
    const pem = '-----BEGIN PUBLIC KEY-----\nAB\n-----END PUBLIC KEY-----';
    expect(normalisePublicKey(pem)).toBe(pem);
    expect(normalisePublicKey('')).toBe('');
  });
});
