import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDateTime, type Clock } from '../shared/time';

/** A failure the caller should see as `{status, message, timestamp}` with that HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer carries besides the body (`Retry-After`). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);

/** A 429 that says, in `Retry-After` (whole seconds), when to try again. */
export const tooManyRequests = (message: string, retryAfterMs: number): ApiError =>
  new ApiError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

export const MESSAGES = {
  unauthorized: '当前登录状态过期，请重新登录',
  forbidden: '没有权限',
  notFound: '接口不存在',
  fileNotFound: '文件不存在',
  internal: '服务器内部错误，请稍后再试',
} as const;

export interface ErrorBody {
  status: number;
  message: string;
  timestamp: string;
}

export function errorBody(status: number, message: string, now: Clock): ErrorBody {
  return { status, message, timestamp: formatDateTime(now()) };
}

/** Chinese wording for the errors fastify and its plugins raise themselves. */
const BY_CODE: Record<string, readonly [status: number, message: string]> = {
  // Malformed percent-encoding in the path (e.g. overlong UTF-8 `%c0%ae`), via frameworkErrors.
  FST_ERR_BAD_URL: [400, '请求地址不正确'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体不能为空'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求体不是合法的 JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '请求体过大'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的请求内容类型'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求长度不正确'],
  FST_REQ_FILE_TOO_LARGE: [413, '文件大小超过限制（最大 5MB）'],
  FST_FILES_LIMIT: [413, '一次只能上传一个文件'],
  FST_PARTS_LIMIT: [413, '上传内容过多'],
  FST_FIELDS_LIMIT: [413, '上传内容过多'],
  FST_PROTO_VIOLATION: [400, '上传内容不合法'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, '请使用 multipart/form-data 上传文件'],
  FST_MP_PREMATURE_CLOSE: [400, '上传未完成，连接已断开'],
};

const BY_STATUS: Record<number, string> = {
  400: '请求参数错误',
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: '不支持的请求方法',
  406: '不支持的请求格式',
  413: '请求体过大',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
};

/** Maps anything thrown in a handler to the contract's error shape (HTTP status = body.status). */
export function toErrorBody(error: unknown, now: Clock): { body: ErrorBody; unexpected: boolean } {
  if (error instanceof ApiError) return { body: errorBody(error.status, error.message, now), unexpected: false };
  const e = error as Partial<FastifyError>;
  const known = e.code ? BY_CODE[e.code] : undefined;
  if (known) return { body: errorBody(known[0], known[1], now), unexpected: false };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { body: errorBody(status, BY_STATUS[status] ?? BY_STATUS[400]!, now), unexpected: false };
  }
  return { body: errorBody(500, MESSAGES.internal, now), unexpected: true };
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status).header('cache-control', 'no-store').send(body);
}

/**
 * For `Fastify({ frameworkErrors })`: errors fastify raises before routing (a URL it
 * cannot decode) get the contract's shape too instead of fastify's own.
 */
export function frameworkErrorHandler(now: Clock) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void sendError(reply, toErrorBody(error, now).body);
  };
}

/** Told about every unexpected failure (a 500), e.g. to write the error log; must not throw. */
export type UnexpectedErrorSink = (error: unknown, request: FastifyRequest, reply: FastifyReply) => void;

export function registerErrorHandler(app: FastifyInstance, now: Clock, onUnexpected?: UnexpectedErrorSink): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { body, unexpected } = toErrorBody(error, now);
    // Expected failures are the caller's business; only surprises are worth a log line.
    if (unexpected) {
      request.log.error({ err: error }, 'unhandled error');
      try {
        onUnexpected?.(error, request, reply);
      } catch (sinkError) {
        // The error log itself failed (disk full, a broken database): the caller still
        // gets its 500 and the process goes on; nothing retries, so nothing loops.
        request.log.error({ err: sinkError }, 'could not record the error in the error log');
      }
    }
    if (error instanceof ApiError) reply.headers(error.headers);
    return sendError(reply, body);
  });
}

/** What Node's HTTP parser reports, worded for the caller. */
const CLIENT_ERRORS: Record<string, readonly [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, '请求头过大'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时'],
};

/**
 * For `Fastify({ clientErrorHandler })`: a request Node's HTTP parser refuses (a header
 * over `maxHeaderSize`, malformed syntax, a timeout) never reaches Fastify's routing or
 * error handler, and Node or Fastify would answer in their own shape. This answers
 * `{status, message, timestamp}` like every other refusal, then closes the connection.
 */
export function clientErrorHandler(now: Clock) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = (error.code && CLIENT_ERRORS[error.code]) || [400, '请求格式不正确'];
    if (socket.writable) {
      const body = JSON.stringify(errorBody(status, message, now));
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Cache-Control: no-store\r\n' +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
