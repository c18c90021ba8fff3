import { formatDateTime } from '../shared/time';
import type { UserFields } from './admin-schemas';

export type { UserFields } from './admin-schemas';

/** The columns those come from: the users row with its dept's and job's names joined in. */
export interface UserFieldsRecord {
  id: number;
  username: string;
  nick_name: string;
  sex: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  enabled: number;
  dept_id: number | null;
  dept_name: string | null;
  job_id: number | null;
  job_name: string | null;
  create_time: number;
}

export function userFields(r: UserFieldsRecord): UserFields {
  return {
    id: r.id,
    username: r.username,
    nickName: r.nick_name,
    sex: r.sex,
    avatar: r.avatar,
    email: r.email,
    phone: r.phone,
    enabled: r.enabled === 1,
    dept: r.dept_id !== null && r.dept_name !== null ? { id: r.dept_id, name: r.dept_name } : null,
    job: r.job_id !== null && r.job_name !== null ? { id: r.job_id, name: r.job_name } : null,
    createTime: formatDateTime(r.create_time),
  };
}
