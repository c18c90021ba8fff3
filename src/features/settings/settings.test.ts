import { applySetting, defaultSettings, THEME_PRESETS } from './settings';
import { changeSetting, settingsSlice } from './slice';

describe('settings', () => {
  it('has the defaults of SPEC.md', () => {
    expect(defaultSettings).toEqual({ theme: '#1890ff', showSettings: false, tagsView: true, fixedHeader: true, sidebarLogo: true, uniqueOpened: true, showFooter: true });
    expect(THEME_PRESETS).toEqual(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']);
  });

  it('changes a key that exists', () => {
    expect(applySetting(defaultSettings, { key: 'tagsView', value: false }).tagsView).toBe(false);
    expect(applySetting(defaultSettings, { key: 'theme', value: '#11a983' }).theme).toBe('#11a983');
  });

  it('ignores unknown keys, inherited keys and values of the wrong type', () => {
    expect(applySetting(defaultSettings, { key: 'darkMode', value: true })).toBe(defaultSettings);
    expect(applySetting(defaultSettings, { key: 'toString', value: 'x' })).toBe(defaultSettings);
    expect(applySetting(defaultSettings, { key: 'tagsView', value: 'no' })).toBe(defaultSettings);
    expect(applySetting(defaultSettings, { key: 'theme', value: 'red;background:url(x)' })).toBe(defaultSettings);
  });

  it('is a pure reducer over the same rule', () => {
    const state = settingsSlice.reducer(undefined, changeSetting({ key: 'fixedHeader', value: false }));
    expect(state.fixedHeader).toBe(false);
    expect(settingsSlice.reducer(state, changeSetting({ key: 'nope', value: 1 }))).toBe(state);
  });
});
