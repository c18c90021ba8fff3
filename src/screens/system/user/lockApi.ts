/*
 * Sign-in locks (issue 17): `GET api/users/locks` lists the (user name, address) pairs
 * locked out after wrong passwords, `DELETE api/users/locks {username, address}` ends
 * one. Only the embedded server has these calls; on another back end the panel says so.
 */
import { api } from '@/api/api';
import { parsePage, type Page } from '@/api/resource/page';
import { accept, reject, type RowResult } from '@/api/resource/rows';
import { asNumber, asText, isObject } from '@/api/resource/wire';

export const LOCK_TAG = 'SignInLock' as const;

export interface SignInLock {
  username: string;
  address: string;
  /** Locks in a row for this pair: each one doubles the wait. */
  strikes: number;
  lockedAt: string;
  lockedUntil: string;
}

export function parseLock(raw: unknown): RowResult<SignInLock> {
  if (!isObject(raw) || typeof raw.username !== 'string' || typeof raw.address !== 'string') return reject('缺少用户名或地址');
  return accept({ username: raw.username, address: raw.address, strikes: asNumber(raw.strikes, 1), lockedAt: asText(raw.lockedAt), lockedUntil: asText(raw.lockedUntil) });
}

export const parseLockPage = (body: unknown): Page<SignInLock> | undefined => parsePage(body, parseLock);

export const lockApi = api.enhanceEndpoints({ addTagTypes: [LOCK_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    // Silent: the panel shows its own failure (a back end without the call answers 404).
    signInLocks: build.query<Page<SignInLock>, void>({
      query: () => ({ url: 'api/users/locks', parse: parseLockPage, silent: true }),
      providesTags: [LOCK_TAG],
    }),
    clearSignInLock: build.mutation<unknown, { username: string; address: string }>({
      query: (lock) => ({ url: 'api/users/locks', method: 'DELETE', data: lock }),
      invalidatesTags: [LOCK_TAG],
    }),
  }),
});

export const { useSignInLocksQuery, useClearSignInLockMutation } = lockApi;
