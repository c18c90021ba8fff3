/*
 * The console tests' environment: jest-fixed-jsdom (fetch, streams and BroadcastChannel
 * restored), with jsdom's default style sheet cut to what the tests read of it.
 *
 * jsdom answers every getComputedStyle by matching the element against each rule of its
 * default (user-agent) sheet, 120 rules with 216 selectors, before the page's own; Testing
 * Library asks for the computed style of every candidate of a getByRole and of its ancestors.
 * Of that sheet, the tests read `display` only: `none` hides an element (Testing Library,
 * jest-dom, user-event), and a block-level one puts a space between the words of an accessible
 * name (dom-accessibility-api). Its margins, fonts, borders and colours are read by nothing.
 * So the sheet here holds the same `display` of every element, grouped by value into 14 rules,
 * `none` last, so that `[hidden]`, `input[type="hidden"]` and `dialog:not([open])` win over the
 * rest as they do in jsdom's order. Measured in docs/performance.md (CI time, round three).
 */
import Module from 'node:module';

const DISPLAY_ONLY_SHEET = [
  'html, body, p, div, layer, article, aside, footer, header, hgroup, main, nav, section, address, blockquote, figcaption, figure, center, hr, h1, h2, h3, h4, h5, h6, ul, menu, dir, ol, dd, dl, dt, form, legend, fieldset, optgroup, option, pre, xmp, plaintext, listing, ruby > rt, frameset, frame, details, summary { display: block; }',
  'marquee, input, textarea, select, button, meter, progress { display: inline-block; }',
  'q, map, area, output { display: inline; }',
  'table { display: table; }',
  'thead { display: table-header-group; }',
  'tbody { display: table-row-group; }',
  'tfoot { display: table-footer-group; }',
  'col { display: table-column; }',
  'colgroup { display: table-column-group; }',
  'tr { display: table-row; }',
  'td, th { display: table-cell; }',
  'caption { display: table-caption; }',
  'li { display: list-item; }',
  'head, meta, title, link, style, script, input[type="hidden"], datalist, param, ruby > rp, noframes, template, dialog:not([open]), [hidden] { display: none; }',
].join('\n');

// jsdom reads its sheet with a require when it loads: the cached module answers this one.
const sheetPath = require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.js');
const cached = new Module(sheetPath);
cached.filename = sheetPath;
cached.loaded = true;
cached.exports = DISPLAY_ONLY_SHEET;
require.cache[sheetPath] = cached;

export { default } from 'jest-fixed-jsdom';
