import { useState, type ReactNode } from 'react';
import { MEMBER_EDIT, useMemberSpreadSupportedQuery, type Member } from '@/entities/member/member';
import { usePermission } from '@/features/permission/usePermission';
import { memberButton } from './memberFields';
import { SpreadDialog } from './SpreadDialog';

/**
 * 查看下级 (5.1 Rec., 10.5): a row button for operators who may edit members, shown only
 * once the back end is known to have the call (yshop's HEAD answers 404: no button there),
 * and the dialog it opens.
 */
export function useSpreadAction(): { button: (m: Member) => ReactNode; dialog: ReactNode } {
  const may = usePermission()(MEMBER_EDIT);
  const supported = useMemberSpreadSupportedQuery(undefined, { skip: !may }).data === true;
  const [shown, setShown] = useState<Member>();
  return {
    button: (m) => (may && supported ? memberButton('查看下级', m, () => setShown(m)) : null),
    dialog: shown ? <SpreadDialog member={shown} onClose={() => setShown(undefined)} /> : null,
  };
}
