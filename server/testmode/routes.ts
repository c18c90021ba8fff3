import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';

/**
 * Registered only when the server runs with `--test-mode` / `TEST_MODE=1`: lets
 * end-to-end tests read a captcha answer (without consuming it) so they can sign in.
 */
export function testModeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/__test__/captcha/:uuid', async (request) => {
    const { uuid } = request.params as { uuid: string };
    const answer = ctx.captchas.peek(uuid);
    if (answer === null) throw new ApiError(404, '验证码不存在或已过期');
    return { answer };
  });
}
