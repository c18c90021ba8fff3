/*
 * 提现 (CONTRACT-MEMBERS 2.4, 3.3, 4.3): `GET api/yxUserExtract` of both back ends and the
 * review, `PUT api/yxUserExtract` with 通过 (1) or 驳回 (-1 and a reason). Money in yuan
 * (numbers or text) read into cents; times in any form (yshop sends epoch ms). yshop has no
 * create, delete or export here: the app applies, the admin reviews once.
 */
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { formatCents } from '../../shared/money/money';
import { bills } from '../bill/bill';
import { members } from '../member/member';

const shape = {
  id: wire.id,
  uid: wire.number(0),
  realName: wire.text,
  extractType: wire.text,
  bankCode: wire.text,
  alipayCode: wire.text,
  wechat: wire.text,
  extractPrice: wire.yuan,
  balance: wire.yuan,
  mark: wire.text,
  failMsg: wire.text,
  failTime: wire.time,
  createTime: wire.time,
  /** -1 未通过, 0 审核中, 1 已提现. */
  status: wire.number(0),
};
export type Extract = RowOf<typeof shape>;

/** 审核状态 (`ShopCommonEnum.EXTRACT_*`), as the search offers them and the column says them. */
export const EXTRACT_STATUSES = [
  { value: 0, label: '审核中', colour: 'warning' },
  { value: 1, label: '已提现', colour: 'success' },
  { value: -1, label: '未通过', colour: 'error' },
] as const;

/** Still waiting: the only state a review may start from (4.3 Rec.). */
export const isWaiting = (extract: Extract): boolean => extract.status === 0;

/** 提现方式's second line (5.5): the WeChat id for `weixin`, else the Alipay account. */
export const accountLine = (extract: Extract): string => (extract.extractType === 'weixin' ? `微信号:${extract.wechat}` : `支付宝号:${extract.alipayCode}`);

const URL = 'api/yxUserExtract';

export const extracts = defineResource({
  name: 'yxUserExtract',
  title: '提现',
  url: URL,
  row: wireRow(shape),
  idOf: (extract: Extract) => extract.id,
  labelOf: (extract) => extract.realName || String(extract.uid),
  authorities: { list: ['YXUSEREXTRACT_ALL', 'YXUSEREXTRACT_SELECT'] },
  actions: [],
  sort: ['id,desc'],
});

/** Who may review (通过 / 驳回); `admin` passes. */
export const EXTRACT_REVIEW = ['YXUSEREXTRACT_ALL', 'YXUSEREXTRACT_EDIT'];

/**
 * 审核's body: the id, the decision and the reason; with the row's member and amount too,
 * which a real yshop reads from the body (the embedded server reads only id, status and
 * failMsg, and takes the member and amount from the stored row).
 */
export interface ExtractReview {
  id: number;
  uid: number;
  realName: string;
  extractPrice: string;
  status: 1 | -1;
  failMsg: string;
}

/** The review's body for a row: `extractPrice` as two-decimal text. */
export const reviewOf = (extract: Extract, status: 1 | -1, failMsg = ''): ExtractReview => ({
  id: extract.id,
  uid: extract.uid,
  realName: extract.realName,
  extractPrice: formatCents(extract.extractPrice ?? 0),
  status,
  failMsg,
});

// A refusal returns the commission with a bill: 会员 and 用户账单 are stale too.
const CHANGED = [extracts.tag, members.tag, bills.tag];

export const extractCalls = api.enhanceEndpoints({ addTagTypes: CHANGED }).injectEndpoints({
  endpoints: (build) => ({
    reviewExtract: build.mutation<unknown, ExtractReview>({ query: (body) => ({ url: URL, method: 'PUT', data: body }), invalidatesTags: CHANGED }),
  }),
});

export const { useReviewExtractMutation } = extractCalls;
