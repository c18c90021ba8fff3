import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface FormPage<Row> {
  /** The add page's address (`/wechat/artadd`). */
  add: string;
  /** A row's edit page's address (`/wechat/artadd/7`). */
  edit: (row: Row) => string;
}

/**
 * Where 新增 and 编辑 open a page rather than a dialog (recipe 2b): the list's dialog request
 * becomes a visit to the form's address, the request closed first.
 */
export function FormPageVisit<Row>({ page, request, close }: { page: FormPage<Row>; request: { mode: 'add' } | { mode: 'edit'; row: Row }; close: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    close();
    void navigate(request.mode === 'add' ? page.add : page.edit(request.row));
  }, [page, request, close, navigate]);
  return null;
}
