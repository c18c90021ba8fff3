import { userMenus } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 个人中心菜单 (`shop/set/usermenu`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function UserMenuPage() {
  return <GroupPage group={userMenus} />;
}
