import type { AddressInfo } from 'node:net';
import { createTestApp, destroyTestApp, type TestApp } from '../testing/harness';
import { encryptWithPublicKey } from '../auth/rsa';
import { fetchPublicKey, parseArgs, toPem } from './encrypt-password';

describe('encrypt-password CLI', () => {
  it('parses the password and an optional --url', () => {
    expect(parseArgs(['123456'])).toEqual({ password: '123456', url: 'http://127.0.0.1:8013' });
    expect(parseArgs(['--url', 'http://h:1/', 'pw'])).toEqual({ password: 'pw', url: 'http://h:1' });
    expect(parseArgs(['pw', '--url=http://x'])).toEqual({ password: 'pw', url: 'http://x' });
    expect(() => parseArgs([])).toThrow(/usage/);
    expect(() => parseArgs(['a', 'b'])).toThrow(/usage/);
  });

  it('wraps a bare base64 key body into a PEM', () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nABC\n-----END PUBLIC KEY-----\n';
    expect(toPem(pem)).toBe(pem);
    expect(toPem('QUJD')).toBe('-----BEGIN PUBLIC KEY-----\nQUJD\n-----END PUBLIC KEY-----\n');
  });

  describe('against a running server', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => destroyTestApp(t));

    it('fetches the key from /config.json and produces ciphertext the server decrypts', async () => {
      const { port } = t.app.server.address() as AddressInfo;
      const key = await fetchPublicKey(`http://127.0.0.1:${port}`);
      expect(key).toBe(t.app.ctx.rsa.publicKeyPem);
      expect(t.app.ctx.decrypt(encryptWithPublicKey(toPem(key), '123456'))).toBe('123456');
    });
  });
});
