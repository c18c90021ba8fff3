import autocannon from 'autocannon';

/** The p99 of `GET url` at 32 connections: 10 s measured after a 2 s warm-up. */
export async function p99At32(url: string, token: string): Promise<{ p99: number; errors: number }> {
  const options: autocannon.Options = { url, connections: 32, headers: { authorization: token }, timeout: 10 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return { p99: result.latency.p99, errors: result.non2xx + result.errors };
}
