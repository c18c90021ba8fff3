import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import type { RowId } from './crudState';
import type { Filters } from './listParams';
import type { CrudList } from './useCrudList';

/** 确认删除选中的{n}条数据? for 删除 of the toolbar. */
export function CrudDeleteConfirm<Row, F extends Filters, Id extends RowId = number>({ list }: { list: CrudList<Row, F, Id> }) {
  return (
    <ConfirmDialog
      open={list.deletion.pending !== null}
      title="提示"
      warning
      message={list.deletion.message}
      onConfirm={() => void list.deletion.confirm()}
      onCancel={list.deletion.cancel}
    />
  );
}
