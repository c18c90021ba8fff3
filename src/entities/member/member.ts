/*
 * 会员 (CONTRACT-MEMBERS 2.1, 3.1): `GET api/yxUser` of both back ends. Money and points
 * come in yuan (yshop's BigDecimal, the embedded server's numbers) and are read into
 * integer hundredths; dates in any of the three forms. 修改用户 sends only its fields (the
 * embedded server ignores the rest; a real yshop writes what it is sent, so nothing else
 * goes). 修改余额 and the status are calls of their own.
 */
import { api } from '../../api/api';
import { isMissingCall } from '../../api/apiError';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { bills } from '../bill/bill';

const shape = {
  uid: wire.id,
  nickname: wire.text,
  avatar: wire.text,
  phone: wire.text,
  realName: wire.text,
  mark: wire.text,
  nowMoney: wire.yuan,
  brokeragePrice: wire.yuan,
  /** Hundredths of a point (yshop's decimal points). */
  integral: wire.yuan,
  createTime: wire.time,
  status: wire.number(1),
  userType: wire.text,
  spreadUid: wire.number(0),
  payCount: wire.number(0),
  /** 直推人数 (分销员). */
  spreadCount: wire.number(0),
  adminid: wire.number(0),
};
export type Member = RowOf<typeof shape>;

export interface MemberForm {
  id?: number;
  nickname: string;
  realName: string;
  mark: string;
  phone: string;
  /** Whole points; null leaves them as they are (a member whose points have decimals). */
  integral: number | null;
  /** 商户管理: 开启 (1) / 关闭 (0). */
  adminid: boolean;
}

/** Whole points of hundredths, or null when they have decimals (the form cannot show them as whole). */
export const wholePoints = (hundredths: number | null): number | null => (hundredths !== null && hundredths % 100 === 0 ? hundredths / 100 : null);

/** 用户来源 (5.1): what yshop's filter offers (`H5` matches `h5`, the server compares without case). */
export const MEMBER_SOURCES = [
  { value: 'routine', label: '小程序' },
  { value: 'wechat', label: '公众号' },
  { value: 'H5', label: 'H5' },
];

/** 用户来源's column: 公众号, 小程序, anything else H5 (as yshop's screen). */
export const sourceLabel = (member: Member): string => (member.userType === 'wechat' ? '公众号' : member.userType === 'routine' ? '小程序' : 'H5');

const URL = 'api/yxUser';
const EDIT = ['YXUSER_ALL', 'YXUSER_EDIT'];

export const members = defineResource({
  name: 'yxUser',
  title: '会员',
  url: URL,
  row: wireRow(shape),
  idOf: (member: Member) => member.uid,
  labelOf: (member) => member.nickname || member.phone || String(member.uid),
  newForm: (): MemberForm => ({ nickname: '', realName: '', mark: '', phone: '', integral: 0, adminid: false }),
  formOf: (m) => ({ id: m.uid, nickname: m.nickname, realName: m.realName, mark: m.mark, phone: m.phone, integral: wholePoints(m.integral), adminid: m.adminid === 1 }),
  // 修改用户's fields only (4.1 Rec.): never the balance, the commission or the status.
  bodyOf: (f: MemberForm) => ({ uid: f.id, realName: f.realName, mark: f.mark, phone: f.phone, adminid: f.adminid ? 1 : 0, ...(f.integral === null ? {} : { integral: f.integral }) }),
  authorities: { list: ['YXUSER_ALL', 'YXUSER_SELECT'], edit: EDIT },
  actions: ['edit'],
  exportable: false,
  sort: ['uid,desc'],
});

/**
 * 分销员 (5.2): the same members with \`isPromoter=1\`, seen without 修改用户 (nothing but the
 * status changes there). The members' cache tag, so a status change refreshes both lists.
 */
export const promoters = defineResource<Member, MemberForm, unknown>({
  name: 'promoter',
  title: '分销员',
  url: URL,
  row: wireRow(shape),
  idOf: (member: Member) => member.uid,
  labelOf: members.labelOf,
  tag: members.tag,
  authorities: { list: ['YXUSER_ALL', 'YXUSER_SELECT'] },
  actions: [],
  sort: ['uid,desc'],
});

/** Who may change a member's status or see 查看下级 (5.1's 操作 column). */
export const MEMBER_EDIT = ['admin', ...EDIT];

/** 修改余额's body: `ptype` 1 增加, 2 减少; the amount as two-decimal text (`'20.50'`). */
export interface MoneyChange {
  uid: number;
  nickname: string;
  ptype: 1 | 2;
  money: string;
}

// A balance or points change writes a bill: 用户账单 is stale too.
const CHANGED = [members.tag, bills.tag];

/** 查看下级's row (10.5): `time` is `yyyy/MM/dd`. */
export interface Invitee {
  uid: number;
  nickname: string;
  avatar: string;
  time: string;
}

const invitees = (body: unknown): Invitee[] =>
  Array.isArray(body)
    ? body.flatMap((raw: Record<string, unknown> | null) => (raw && typeof raw.uid === 'number' ? [{ uid: raw.uid, nickname: String(raw.nickname ?? ''), avatar: String(raw.avatar ?? ''), time: String(raw.time ?? '') }] : []))
    : [];

export const memberCalls = api.enhanceEndpoints({ addTagTypes: CHANGED }).injectEndpoints({
  endpoints: (build) => ({
    changeMemberMoney: build.mutation<unknown, MoneyChange>({ query: (body) => ({ url: `${URL}/money`, method: 'POST', data: body }), invalidatesTags: CHANGED }),
    // yshop sets the other status than the one sent: the console sends what it showed.
    setMemberStatus: build.mutation<unknown, { uid: number; status: number }>({
      query: ({ uid, status }) => ({ url: `${URL}/onStatus/${uid}`, method: 'POST', data: { status } }),
      invalidatesTags: CHANGED,
    }),
    // 查看下级: a POST that only reads (removed at yshop's HEAD: the dialog then says 暂无数据).
    memberSpread: build.query<Invitee[], { uid: number; grade: 0 | 1 }>({ query: (body) => ({ url: `${URL}/spread`, method: 'POST', data: body, parse: invitees, silent: true }), providesTags: [members.tag] }),
    /**
     * Whether the back end has 查看下级 at all (removed at yshop's HEAD: a 404), asked once for
     * no member (uid -1: uid 0 would be every member nobody invited on an older yshop): the
     * embedded server refuses it (400) and an older yshop answers no rows.
     */
    memberSpreadSupported: build.query<boolean, void>({
      queryFn: async (_arg, _api, _options, baseQuery) => {
        const answer = await baseQuery({ url: `${URL}/spread`, method: 'POST', data: { uid: -1, grade: 0 }, silent: true });
        return { data: !(answer.error && isMissingCall(answer.error)) };
      },
    }),
    /** 修改积分: the new total through 修改用户's call (settled 3), the uid and points only. */
    changeMemberPoints: build.mutation<unknown, { uid: number; integral: string }>({ query: (body) => ({ url: URL, method: 'PUT', data: body }), invalidatesTags: CHANGED }),
  }),
});

export const { useChangeMemberMoneyMutation, useSetMemberStatusMutation, useChangeMemberPointsMutation, useMemberSpreadQuery, useMemberSpreadSupportedQuery } = memberCalls;
