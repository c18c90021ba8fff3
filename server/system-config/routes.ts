import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { configKey, maskedBody, MASK, MAX_VALUE } from './keys';
import { configBody, configPage, configQuery } from './schemas';

/** yshop's permission strings (CONTRACT-MEMBERS 2.6); `admin` passes. */
const ACCESS = {
  read: ['YXSYSTEMCONFIG_ALL', 'YXSYSTEMCONFIG_SELECT'],
  write: ['YXSYSTEMCONFIG_ALL', 'YXSYSTEMCONFIG_CREATE'],
};

/**
 * The values a POST writes: every key known, every value within its rule, checked before
 * anything is written; a secret sent back as `******` or empty is left as stored.
 */
export function valuesToWrite(body: Readonly<Record<string, string>>): Record<string, string> {
  const unknown = Object.keys(body).filter((key) => configKey(key) === undefined);
  if (unknown.length > 0) throw badRequest(`未知的配置项：${unknown.join('、')}`);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const rule = configKey(key)!;
    if (rule.secret && (value === '' || value === MASK)) continue;
    if (value.length > MAX_VALUE) throw badRequest(`配置项 ${key} 的值不能超过 ${MAX_VALUE} 个字符`);
    const wrong = rule.check?.(value);
    if (wrong !== undefined) throw badRequest(wrong);
    values[key] = value;
  }
  return values;
}

/** 系统配置, `api/yxSystemConfig`: every key read as a page, and the forms' `{ key: value }` posts. */
export function systemConfigRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { systemConfig } = ctx;

  app.get('', { config: { access: ACCESS.read }, schema: { querystring: configQuery, response: { 200: configPage } } }, async (request) => {
    const q = request.query;
    return systemConfig.page(systemConfig.order(q.sort), q.page, q.size);
  });

  app.post('', { config: { access: ACCESS.write }, schema: { body: configBody } }, async (request, reply) => {
    const values = valuesToWrite(request.body);
    audited(ctx, request, reply, '新增或修改', () => systemConfig.save(values), { params: maskedBody(request.body) });
    return reply.code(201).send();
  });
}
