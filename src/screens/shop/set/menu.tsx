import { homeMenus } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 首页导航按钮 (`shop/set/menu`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function HomeMenuPage() {
  return <GroupPage group={homeMenus} />;
}
