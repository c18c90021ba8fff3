import { z } from 'zod';

/** The fields every answer describing a user starts with (用户管理's rows, auth/info): two resources answer with them. */
export const userFields = {
  id: z.number(),
  username: z.string(),
  nickName: z.string(),
  sex: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
};
