import { signDays } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 签到天数配置 (`shop/set/sign`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function SignDayPage() {
  return <GroupPage group={signDays} />;
}
