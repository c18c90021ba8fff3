import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody, sendError } from '../http/errors';
import type { Clock } from '../shared/time';

/**
 * Test-mode fault injection for the browser tests' error catalogue: a delay, an error
 * status, a dropped connection, or a replaced answer body on chosen paths. Faults are scoped by the
 * `x-test-scope` header that one browser context sends, so tests sharing the server
 * never see each other's faults, and a request without the header is never touched.
 */
export const SCOPE_HEADER = 'x-test-scope';

export const faultSchema = z.object({
  scope: z.string().min(1).max(100),
  /** Request path without the query, e.g. "/auth/info"; a trailing * matches a prefix. */
  path: z.string().startsWith('/').max(300),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  kind: z.enum(['delay', 'status', 'drop', 'body']),
  status: z.number().int().min(200).max(599).optional(),
  /**
   * kind 'body': the JSON that replaces the answer of a request the server handled
   * successfully (2xx); its authentication and permission checks still apply, so a
   * request without a token still gets its 401. Any JSON value, malformed on purpose.
   */
  body: z.json().optional(),
  message: z.string().max(200).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  /** How many matching requests to affect; unlimited when absent. */
  times: z.number().int().positive().optional(),
});

export type Fault = z.infer<typeof faultSchema>;

/** The fault a request took in onRequest, for the onSend hook that replaces its body. */
const bodyFaults = new WeakMap<object, Fault>();

export class FaultTable {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(scope: string): void {
    this.faults = this.faults.filter((fault) => fault.scope !== scope);
  }

  /** The fault for this request, counting it against `times`. */
  take(scope: string | undefined, method: string, url: string): Fault | undefined {
    if (!scope) return undefined;
    const path = url.split('?')[0] ?? url;
    const fault = this.faults.find(
      (f) => f.scope === scope && (!f.method || f.method === method) && (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path),
    );
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function installFaults(app: FastifyInstance, now: Clock): FaultTable {
  const table = new FaultTable();
  app.addHook('onRequest', async (request, reply) => {
    const scope = request.headers[SCOPE_HEADER];
    const fault = table.take(typeof scope === 'string' ? scope : undefined, request.method, request.url);
    if (!fault) return;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.kind === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault.kind === 'status') {
      const status = fault.status ?? 500;
      return sendError(reply, errorBody(status, fault.message ?? '服务器内部错误，请稍后再试', now));
    }
    if (fault.kind === 'body') bodyFaults.set(request, fault);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const fault = bodyFaults.get(request);
    if (!fault || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    bodyFaults.delete(request);
    // A 204 carries no body: the replacement is answered as 200.
    reply.code(fault.status ?? (reply.statusCode === 204 ? 200 : reply.statusCode));
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.removeHeader('content-length');
    return JSON.stringify(fault.body ?? null);
  });
  app.post('/__test__/faults', async (request, reply) => {
    const parsed = faultSchema.safeParse(request.body);
    if (parsed.success && parsed.data.kind === 'body' && parsed.data.body === undefined) {
      return sendError(reply, errorBody(400, '故障参数不正确：body 故障需要 body', now));
    }
    if (!parsed.success) return sendError(reply, errorBody(400, `故障参数不正确：${parsed.error.issues[0]?.message ?? ''}`, now));
    table.add(parsed.data);
    return reply.code(201).send(parsed.data);
  });
  app.delete('/__test__/faults/:scope', async (request) => {
    table.clear((request.params as { scope: string }).scope);
    return {};
  });
  return table;
}
