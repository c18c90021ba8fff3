import { z } from 'zod';
import { hasHiddenCharacter } from '../shared/email';

/**
 * The one e-mail field of every write schema that takes an e-mail (用户管理, the personal
 * centre): trimmed, at most 100 characters, refused in Chinese when it holds a hidden or
 * control character (issue 30: `a\u200b@x.cn` passed as another address), then checked for
 * its shape with the form's own message. Uniqueness is compared on `emailKey`
 * (shared/email.ts), by the repositories and a unique index.
 */
export const EMAIL_MAX = 100;
export const EMAIL_MESSAGES = {
  tooLong: `邮箱不能超过 ${EMAIL_MAX} 个字符`,
  hidden: '邮箱不能包含空格、不可见字符或控制字符',
} as const;

const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A present e-mail (the caller decides what absent or empty means); `badShape` is the form's message. */
export const emailText = (badShape: string) =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX, EMAIL_MESSAGES.tooLong)
    .superRefine((value, ctx) => {
      if (value === '') return;
      if (hasHiddenCharacter(value)) ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.hidden });
      else if (!SHAPE.test(value)) ctx.addIssue({ code: 'custom', message: badShape });
    });
