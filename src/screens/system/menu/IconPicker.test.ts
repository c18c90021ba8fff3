import { filterIconNames } from './IconPicker';

describe('filterIconNames', () => {
  it('matches every typed word, case-insensitively', () => {
    expect(filterIconNames('SYS', ['system', 'sys-tools', 'user'])).toEqual(['system', 'sys-tools']);
    expect(filterIconNames('task man', ['task manege', 'user'])).toEqual(['task manege']);
    expect(filterIconNames('  ', ['a', 'b'])).toEqual(['a', 'b']);
  });
});
