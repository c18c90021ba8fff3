import { MEMBER_EDIT, promoters } from '@/entities/member/member';
import { usePermission } from '@/features/permission/usePermission';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { avatarField, createTimeField, f, moneyFields, nicknameField, payCountField, phoneField, uidField, useStatusField } from './memberFields';
import { useSpreadAction } from './useSpreadAction';

/**
 * 分销员 (`shop/user/aindex`, CONTRACT-MEMBERS 5.2): the members with `isPromoter=1`, searched
 * by nickname or phone, with 直推人数; 状态 as on 会员, and 查看下级. 创建日期 is `createTime`
 * (5.2 Rec.: yshop's screen read `addTime`, never sent).
 */
export default function PromoterPage() {
  const status = useStatusField(usePermission()(MEMBER_EDIT));
  const spread = useSpreadAction();
  return (
    <ResourcePage
      resource={promoters}
      label="分销员"
      selectable={false}
      fixedFilters={{ isPromoter: 1 }}
      header={spread.dialog}
      rowActions={(m) => [spread.button(m)]}
      fields={[uidField, nicknameField, avatarField, phoneField, ...moneyFields, createTimeField, status, f.number('spreadCount', '直推人数'), payCountField]}
    />
  );
}
