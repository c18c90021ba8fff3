import { BILL_CATEGORIES, billSign, type Bill } from '@/entities/bill/bill';
import { fieldsOf, type Field } from '@/kit/resource/fields';

/*
 * What 用户账单, 积分记录 and 分销记录 share (CONTRACT-MEMBERS 5.3): the search by nickname
 * and the columns, 明细数字 signed and coloured (+ 获得 / - 支出).
 */
export const f = fieldsOf<Bill, { id?: number }>();

export const nickname = f.text('nickname', '用户昵称', { search: { placeholder: '输入用户昵称' } });

export const billColumns = (timeLabel: string): Field<Bill, { id?: number }>[] => [
  f.text('title', '账单标题'),
  f.choice('category', '明细种类', { choices: BILL_CATEGORIES }),
  f.money('number', '明细数字', { signOf: billSign }),
  f.text('createTime', timeLabel),
];
