import { depts, type Dept } from '@/entities/dept/dept';
import { jobs, type Job, type JobForm } from '@/entities/job/job';
import { fieldsOf } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { useResourceForest } from '@/kit/resource/useResourceForest';

const f = fieldsOf<Job, JobForm>();
const useDeptForest = () => useResourceForest(depts);

/** 岗位管理 (`system/job/index`): 所属部门 only where the back end keeps a job's dept (yshop, embedded). */
export default function JobPage() {
  return (
    <ResourcePage
      resource={jobs}
      searchOrder={['name', 'createTime', 'enabled']}
      formOrder={['name', 'sort', 'dept', 'enabled']}
      fields={(page) => [
        f.text('name', '名称', { search: { label: '岗位名称', placeholder: '输入岗位名称搜索' }, form: { key: 'name', required: '请输入名称', max: 50, placeholder: '请输入名称' } }),
        f.tree('dept', '所属部门', {
          column: page?.rowsHaveDept ?? false,
          value: (job) => job.dept?.name ?? '',
          // The dept tree's top has pid 0 on yshop and the embedded server, null on eladmin.
          tree: { useOptions: useDeptForest, labelOf: (dept: Dept) => dept.name, refOf: (job) => job.dept, shownWith: (tree) => (page?.rowsHaveDept ?? false) || tree.topPid === 0 },
          form: { key: 'deptId', required: '所属部门不能为空', placeholder: '选择部门' },
        }),
        f.number('sort', '排序', { form: { key: 'sort', required: '请输入序号', min: 0, max: 999, placeholder: '请输入序号' } }),
        f.status('enabled', '状态', { dict: 'job_status', search: {}, form: { key: 'enabled' } }),
        f.dateRange('createTime', '创建日期', { search: {} }),
      ]}
    />
  );
}
