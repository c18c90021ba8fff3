import { EXTRACT_REVIEW, isWaiting, reviewOf, useReviewExtractMutation, type Extract } from '@/entities/extract/extract';
import { fieldsOf } from '@/kit/resource/fields';
import { defineRowAction } from '@/kit/resource/rowActions';
import { formatCents } from '@/shared/money/money';

/*
 * 提现's review (CONTRACT-MEMBERS 4.3, 5.5 Rec.): offered only while a withdrawal is 审核中.
 * 通过 asks once, naming the member and the amount; 驳回 asks the reason (请填写失败原因) and
 * shows the commission it returns. If another operator was first, the server's
 * 该申请已经处理过啦！ is shown and the list is read again, so the row stops offering them.
 */
const amountOf = (extract: Extract) => `${formatCents(extract.extractPrice ?? 0)}元`;

export const approve = defineRowAction<Extract>()({
  label: '通过',
  permission: EXTRACT_REVIEW,
  shownFor: isWaiting,
  fields: [],
  initial: () => ({}),
  useSend: useReviewExtractMutation,
  confirm: (_values, extract) => `确定通过${extract.realName}的提现申请(${amountOf(extract)})?`,
  bodyOf: (_values, extract) => reviewOf(extract, 1),
  doneMessage: '修改成功',
});

interface RefuseValues {
  realName: string;
  returned: string;
  failMsg: string;
}
const r = fieldsOf<Extract, RefuseValues>();

export const refuse = defineRowAction<Extract>()({
  label: '驳回',
  permission: EXTRACT_REVIEW,
  shownFor: isWaiting,
  fields: [
    r.text('realName', '姓名', { form: { key: 'realName', readOnly: true } }),
    r.text('returned', '退回佣金', { form: { key: 'returned', readOnly: true } }),
    r.text('failMsg', '无效原因', { form: { key: 'failMsg', required: '请填写失败原因', max: 128 } }),
  ],
  initial: (extract) => ({ realName: extract.realName, returned: amountOf(extract), failMsg: '' }),
  useSend: useReviewExtractMutation,
  bodyOf: (values, extract) => reviewOf(extract, -1, values.failMsg.trim()),
  doneMessage: '修改成功',
});
