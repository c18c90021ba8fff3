import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client address sign-in counts and locks by: Fastify's `request.ip`, which reads
 * `X-Forwarded-For` only when the connection comes from a trusted proxy
 * (`TRUSTED_PROXIES`, config.ts). An IPv6 address is reduced to its /64, as the rate
 * limiter does: one host usually holds a whole /64.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip || 'unknown');
}
