import { bills } from '@/entities/bill/bill';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { billColumns, nickname } from './billFields';

/** 分销记录 (`shop/user/brobill`, CONTRACT-MEMBERS 5.3): the commission bills (`category=now_money&type=brokerage`), by nickname. */
export default function BrokerageBillPage() {
  return <ResourcePage resource={bills} label="分销记录" selectable={false} fixedFilters={{ category: 'now_money', type: 'brokerage' }} fields={[nickname, ...billColumns('创建日期')]} />;
}
