import { api } from '@/api/api';
import { multipartUpload, type UploadArg } from '@/api/uploads';
import { getRuntimeConfig } from '@/shared/config/runtimeConfig';
import { endpointPath } from '@/shared/files/imageFile';
import type { Page } from '@/api/resource/page';
import { parseMyLogPage, type MyLog } from './myLogRows';

/** PUT api/users/center: only the signed-in user's own record (CONTRACT.md "Users"). */
export interface CenterUpdate {
  id: number;
  nickName: string;
  phone: string;
  sex: '男' | '女';
}

/** POST api/users/updatePass: both RSA ciphertext when the deployment has a key. */
export interface PasswordChange {
  oldPass: string;
  newPass: string;
}

/** `{ avatar: fileName }`; a file name only (no path), else the answer is malformed. */
export function parseAvatarAnswer(body: unknown): { avatar: string } | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { avatar } = body as Record<string, unknown>;
  return typeof avatar === 'string' && avatar !== '' && !/[\\/]/.test(avatar) ? { avatar } : undefined;
}

/*
 * These calls are not `silent`: the one HTTP-error presenter shows a failure (and
 * handles 401/403); the forms also show the server's message beside the input.
 */
export const userCenterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/logs/user?page=&size=`: the caller's own operations (any signed-in user). */
    getMyLogs: build.query<Page<MyLog>, Record<string, unknown>>({
      query: (params) => ({ url: 'api/logs/user', params, parse: parseMyLogPage }),
    }),
    updateCenter: build.mutation<null, CenterUpdate>({
      query: (body) => ({ url: 'api/users/center', method: 'PUT', data: body }),
    }),
    updatePassword: build.mutation<null, PasswordChange>({
      query: (body) => ({ url: 'api/users/updatePass', method: 'POST', data: body }),
    }),
    /**
     * The image goes as the part `avatar` (eladmin reads it) and again as `file`
     * (yshop reads that one); each back end ignores the other. The argument comes from stageUpload.
     */
    updateAvatar: build.mutation<{ avatar: string }, UploadArg>({
      query: (upload) => multipartUpload(upload, { url: endpointPath(getRuntimeConfig().uploads.updateAvatar), field: ['avatar', 'file'], parse: parseAvatarAnswer }),
    }),
  }),
});

export const { useGetMyLogsQuery, useUpdateCenterMutation, useUpdatePasswordMutation, useUpdateAvatarMutation } = userCenterApi;
