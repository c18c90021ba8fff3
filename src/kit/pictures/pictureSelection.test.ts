import { addChoice, initialChoice, moveChoice, toggleChoice } from './pictureSelection';

const [a, b, c, d, e] = ['https://img.test/a.png', 'https://img.test/b.png', 'https://img.test/c.png', 'https://img.test/d.png', 'https://img.test/e.png'];

describe('the picture dialog’s choice', () => {
  it('starts from the field’s pictures without blanks or repeats, at most max', () => {
    expect(initialChoice(['', a, ` ${b} `, a, c], 2)).toEqual([a, b]);
    expect(initialChoice([''], 1)).toEqual([]);
  });

  it('with one place, a click replaces the choice and a second click lets it go', () => {
    expect(toggleChoice([a], b, 1)).toEqual([b]);
    expect(toggleChoice([b], b, 1)).toEqual([]);
  });

  it('with several places, adds in click order up to max, then refuses more', () => {
    let chosen: string[] = [];
    for (const url of [c, a, d, b, e]) chosen = toggleChoice(chosen, url, 4);
    expect(chosen).toEqual([c, a, d, b]);
    expect(toggleChoice(chosen, a, 4)).toEqual([c, d, b]);
  });

  it('adds an uploaded picture when there is room only', () => {
    expect(addChoice([a], b, 2)).toEqual([a, b]);
    expect(addChoice([a, b], c, 2)).toEqual([a, b]);
    expect(addChoice([a], c, 1)).toEqual([c]);
    expect(addChoice([a], a, 2)).toEqual([a]);
  });

  it('moves a picture one place, never past either end', () => {
    expect(moveChoice([a, b, c], 2, -1)).toEqual([a, c, b]);
    expect(moveChoice([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveChoice([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveChoice([a, b, c], 2, 1)).toEqual([a, b, c]);
  });
});
