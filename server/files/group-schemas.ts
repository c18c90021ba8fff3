import { z } from 'zod';
import { MAX_BULK_IDS, tooManyIds } from '../http/entity-errors';
import { integer } from '../http/integer';
import { fields } from '../http/validate';

/** How many groups a library holds: a list beside the pictures, not a tree (yshop's shows a few). */
export const MAX_PICTURE_GROUPS = 50;
export const NAME_MAX = 20;

export const GROUP_MESSAGES = {
  emptyName: '分组名称不能为空',
  longName: `分组名称不能超过 ${NAME_MAX} 个字符`,
  nameTaken: '分组名称已存在',
  unknown: '分组不存在',
  tooMany: `分组最多 ${MAX_PICTURE_GROUPS} 个`,
} as const;

/** A group's name, trimmed: 1 to 20 characters. */
const groupName = z
  .string({ error: GROUP_MESSAGES.emptyName })
  .trim()
  .min(1, GROUP_MESSAGES.emptyName)
  .max(NAME_MAX, GROUP_MESSAGES.longName);

/** A group's id on the wire; 0 (or absent) is 未分组. */
export const groupIdField = integer({ message: '分组 ID 必须是整数', min: [0, '分组 ID 不能小于 0'] });

export const groupCreateBody = z.object({ name: groupName });
export const groupRenameBody = z.object({ id: fields.id, name: groupName });
export const groupIdParams = z.object({ id: fields.id });

/** 移动到分组: the pictures (as many as a bulk call takes) and their group, 0 or null for 未分组. */
export const moveBody = z.object({
  ids: z.array(fields.id, { error: '请提供图片 ID 数组' }).min(1, '请至少选择一张图片').max(MAX_BULK_IDS, tooManyIds),
  groupId: groupIdField.nullable(),
});

/** The upload's query: the group the new picture goes in. */
export const uploadQuery = z.object({ groupId: groupIdField.optional() });

export const groupAnswer = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const groupList = z.array(groupAnswer);

export type MoveBody = z.output<typeof moveBody>;
