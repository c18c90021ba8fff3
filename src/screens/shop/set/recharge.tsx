import { rechargeChoices } from '@/entities/groupData/groups';
import { GroupPage } from '@/kit/resource/GroupPage';

/** 充值金额配置 (`shop/set/recharge`, CONTRACT-MEMBERS 5.7): the group's keys as the kit's group screen. */
export default function RechargeChoicePage() {
  return <GroupPage group={rechargeChoices} />;
}
