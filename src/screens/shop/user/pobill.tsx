import { bills } from '@/entities/bill/bill';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { billColumns, nickname } from './billFields';

/** 积分记录 (`shop/user/pobill`, CONTRACT-MEMBERS 5.3): the points bills (`category=integral`), by nickname. */
export default function PointBillPage() {
  return <ResourcePage resource={bills} label="积分记录" selectable={false} fixedFilters={{ category: 'integral' }} fields={[nickname, ...billColumns('创建日期')]} />;
}
