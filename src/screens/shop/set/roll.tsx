import { rollNews } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 首页滚动新闻 (`shop/set/roll`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function RollNewsPage() {
  return <GroupPage group={rollNews} />;
}
