/**
 * The sign-in limiter's own work per request, measured in one process so that nothing
 * else on the machine is in the figure: the same Fastify route with and without the
 * limiter's options (http/rate-limit.ts, at a limit never reached), called through
 * `inject` from 1,000 different addresses, in alternating blocks. Under N concurrent
 * requests a request waits at most for the N-1 before it on the one event loop, so N times
 * this cost bounds what the limiter can add to a p99.
 */
import Fastify from 'fastify';
import { median } from '../figure';
import { registerRateLimit, signInRouteLimits } from '../../server/http/rate-limit';

const BLOCKS = 7;
const PER_BLOCK = 3000;

/** Microseconds the limiter adds to one request (median over blocks). */
export async function limiterMicroseconds(): Promise<number> {
  const app = Fastify({ logger: false });
  await registerRateLimit(app);
  const limits = signInRouteLimits({ max: 1_000_000_000, windowMs: 60_000 }, () => undefined);
  app.post('/limited', { config: { rateLimit: limits.login } }, async () => ({ ok: true }));
  app.post('/plain', async () => ({ ok: true }));
  await app.ready();
  const block = async (url: string): Promise<number> => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < PER_BLOCK; i++) {
      await app.inject({ method: 'POST', url, payload: { username: 'admin' }, remoteAddress: `10.0.${(i >> 8) % 4}.${i % 250}` });
    }
    return Number(process.hrtime.bigint() - start) / 1000 / PER_BLOCK;
  };
  await block('/plain');
  await block('/limited');
  const differences: number[] = [];
  for (let b = 0; b < BLOCKS; b++) {
    const [first, second] = b % 2 === 0 ? ['/plain', '/limited'] : ['/limited', '/plain'];
    const a = await block(first);
    const c = await block(second);
    differences.push(first === '/limited' ? a - c : c - a);
  }
  await app.close();
  return median(differences);
}
