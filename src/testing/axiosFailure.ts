import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An axios failure carrying `body` with HTTP status `status`, as the app's instance rejects it. */
export function axiosFailure(status: number, body: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data: body } as AxiosResponse;
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
}
