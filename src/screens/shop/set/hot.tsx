import { hotSearches } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 热门搜索 (`shop/set/hot`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function HotSearchPage() {
  return <GroupPage group={hotSearches} />;
}
