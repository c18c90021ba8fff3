import { NETWORK_MESSAGE, TIMEOUT_MESSAGE, type ApiError } from '../../api/apiError';

/** What the console does about one failed call (SPEC.md section 8). */
export type HttpErrorPresentation =
  /** An error notification for five seconds. */
  | { kind: 'notify'; message: string }
  /** Body status 401: the session is expired; the 系统提示 dialog shows while it is. */
  | { kind: 'expired' }
  /** 403, or a refused permission check (400 不允许访问): the /401 page. */
  | { kind: 'forbidden' };

/**
 * Both Java back ends answer a failed method-level permission check with 400 and this
 * message (their global handler catches the denial; only their security filter says
 * 403), so for the console it is a 403 in disguise.
 */
export const PERMISSION_REFUSED_MESSAGE = '不允许访问';

const isPermissionRefusal = (error: ApiError): boolean =>
  error.status === 400 && error.message.trim() === PERMISSION_REFUSED_MESSAGE;

/**
 * The error catalogue, as one pure decision (the caller still gets the rejection):
 * | failure                            | presentation                      |
 * | body status (else HTTP status) 401 | session-expired dialog             |
 * | 403, or 400 不允许访问               | navigate to /401                   |
 * | time-out, no answer                | 网络请求超时                        |
 * | no status at all (network down)    | 接口请求失败                        |
 * | any other status                   | the body's message, else 接口请求失败 |
 * | a 2xx body of the wrong shape      | 服务器返回的数据格式不正确             |
 */
export function presentHttpError(error: ApiError): HttpErrorPresentation {
  switch (error.kind) {
    case 'timeout':
      return { kind: 'notify', message: TIMEOUT_MESSAGE };
    case 'network':
      return { kind: 'notify', message: NETWORK_MESSAGE };
    case 'http':
      if (error.status === 401) return { kind: 'expired' };
      if (error.status === 403 || isPermissionRefusal(error)) return { kind: 'forbidden' };
      return { kind: 'notify', message: error.message || NETWORK_MESSAGE };
    default:
      return { kind: 'notify', message: error.message || NETWORK_MESSAGE };
  }
}
