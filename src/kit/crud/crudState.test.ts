import { crudReducer, initialCrudState, type CrudAction, type CrudState } from './crudState';

type F = { blurry: string; enabled: boolean | null };
type Row = { id: number };
const start = () => initialCrudState<F, Row>({ blurry: '', enabled: null }, 10, ['id,desc']);
const run = (state: CrudState<F, Row>, ...actions: CrudAction<F, Row>[]) => actions.reduce(crudReducer<F, Row>, state);

describe('crudReducer', () => {
  it('sends what was typed only on 搜索, from the first page, and forgets the selection', () => {
    const typed = run(start(), { type: 'pageChanged', page: 3 }, { type: 'selectionToggled', id: 7 }, { type: 'draftChanged', values: { blurry: 'ad' } });
    expect(typed.applied.blurry).toBe('');
    expect(typed.page).toBe(3);
    const searched = crudReducer(typed, { type: 'searched' });
    expect(searched).toMatchObject({ applied: { blurry: 'ad', enabled: null }, page: 0, selected: [] });
  });

  it('重置 empties the search, typed and applied', () => {
    const state = run(start(), { type: 'draftChanged', values: { blurry: 'x', enabled: true } }, { type: 'searched' }, { type: 'reset', initial: { blurry: '', enabled: null } });
    expect(state).toMatchObject({ draft: { blurry: '', enabled: null }, applied: { blurry: '', enabled: null }, page: 0 });
  });

  it('toggles rows in and out of the selection, without duplicates', () => {
    const state = run(start(), { type: 'selectionToggled', id: 1 }, { type: 'selectionToggled', id: 2 }, { type: 'selectionToggled', id: 1 }, { type: 'selectionSet', ids: [2, 3, 3] });
    expect(state.selected).toEqual([2, 3]);
  });

  it('goes back to page 1 after adding, stays after editing, and closes the dialog either way', () => {
    const added = run(start(), { type: 'pageChanged', page: 2 }, { type: 'addOpened' }, { type: 'saved', mode: 'add' });
    expect(added).toMatchObject({ page: 0, dialog: { mode: 'closed' } });
    const edited = run(start(), { type: 'pageChanged', page: 2 }, { type: 'editOpened', row: { id: 5 } }, { type: 'saved', mode: 'edit' });
    expect(edited).toMatchObject({ page: 2, dialog: { mode: 'closed' } });
  });

  it('asks to delete only when something is chosen, and drops deleted rows from the selection', () => {
    expect(crudReducer(start(), { type: 'deleteAsked', ids: [] }).deleting).toBeNull();
    const asked = run(start(), { type: 'selectionSet', ids: [1, 2, 3] }, { type: 'deleteAsked', ids: [1, 2] });
    expect(asked.deleting).toEqual([1, 2]);
    expect(crudReducer(asked, { type: 'deleteSettled', deleted: [1, 2] })).toMatchObject({ deleting: null, selected: [3] });
    expect(crudReducer(asked, { type: 'deleteSettled', deleted: [] })).toMatchObject({ deleting: null, selected: [1, 2, 3] });
  });

  it('hides and shows columns and the search bar', () => {
    const state = run(start(), { type: 'columnToggled', key: 'email' }, { type: 'columnToggled', key: 'phone' }, { type: 'columnToggled', key: 'email' }, { type: 'searchToggled' });
    expect(state.hiddenColumns).toEqual(['phone']);
    expect(state.searchShown).toBe(false);
  });

  it('a new page size or sort starts from the first page', () => {
    expect(run(start(), { type: 'pageChanged', page: 4 }, { type: 'sizeChanged', size: 50 })).toMatchObject({ page: 0, size: 50 });
    expect(run(start(), { type: 'pageChanged', page: 4 }, { type: 'sortChanged', sort: ['level,asc'] })).toMatchObject({ page: 0, sort: ['level,asc'] });
  });
});
