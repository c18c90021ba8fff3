import { homeBanners } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 首页幻灯片 (`shop/set/index`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function HomeBannerPage() {
  return <GroupPage group={homeBanners} />;
}
