import { containerSlice, DEFAULT_TERMINAL, setActiveComponent, setComponentsData, setTerminal } from './slice';

describe('container slice', () => {
  it('starts with terminal 3, no active component and no data', () => {
    expect(containerSlice.reducer(undefined, { type: 'init' })).toEqual({ terminal: 3, activeComponent: '', componentsData: {} });
    expect(DEFAULT_TERMINAL).toBe(3);
  });

  it('sets each field', () => {
    let state = containerSlice.reducer(undefined, setTerminal(5));
    state = containerSlice.reducer(state, setActiveComponent('GoodsForm'));
    state = containerSlice.reducer(state, setComponentsData({ goodsId: 7 }));
    expect(state).toEqual({ terminal: 5, activeComponent: 'GoodsForm', componentsData: { goodsId: 7 } });
  });
});
