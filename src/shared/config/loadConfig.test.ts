import { loadConfig } from './loadConfig';

const respond = (body: string, status = 200): typeof fetch =>
  jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('loadConfig', () => {
  it('asks for a fresh copy and returns the validated config', async () => {
    const fetchImpl = respond(JSON.stringify({ title: '我的商城', apiBaseUrl: 'http://10.0.0.2:8000' }));
    const result = await loadConfig('/config.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(result.ok && result.config.title).toBe('我的商城');
    expect(result.ok && result.config.apiBaseUrl).toBe('http://10.0.0.2:8000');
  });

  it('reports a missing file', async () => {
    const result = await loadConfig('/config.json', respond('not found', 404));
    expect(result).toEqual({ ok: false, errors: ['config.json could not be fetched: HTTP 404'] });
  });

  it('reports malformed JSON', async () => {
    const result = await loadConfig('/config.json', respond('{"title": '));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^config.json is not valid JSON/);
  });

  it('reports a network failure instead of throwing', async () => {
    const fetchImpl: typeof fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadConfig('/config.json', fetchImpl)).resolves.toEqual({
      ok: false,
      errors: ['config.json could not be fetched: Failed to fetch'],
    });
  });

  it('reports invalid values by key', async () => {
    const result = await loadConfig('/config.json', respond(JSON.stringify({ timeout: 0 })));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^timeout:/);
  });
});
