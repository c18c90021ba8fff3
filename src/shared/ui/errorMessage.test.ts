import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('shows the server message of a failed call, or of a thrown error', () => {
    expect(errorMessage({ kind: 'http', status: 400, message: '字典名称已存在' })).toBe('字典名称已存在');
    expect(errorMessage(new Error('加密失败'))).toBe('加密失败');
  });

  it('falls back when there is no usable message', () => {
    expect(errorMessage({ message: '  ' })).toBe('操作失败');
    expect(errorMessage(null, '保存失败')).toBe('保存失败');
    expect(errorMessage('text')).toBe('操作失败');
  });
});
