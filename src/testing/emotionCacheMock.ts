import type { EmotionCache, Options } from '@emotion/cache';

/*
 * Emotion's cache for the console's unit tests: the real one, writing only what jsdom and the
 * tests read. jsdom has no layout. Every getByRole asks jsdom for the computed style of each
 * candidate and its ancestors (hidden or not), every user-event click for pointer-events up the
 * tree, and jsdom answers by matching the element against every rule in the document, after
 * each DOM change anew. With MUI's few hundred rules that matching was most of a form screen's
 * test time (profiled on ProductFormPage: 21 of 37 s under getComputedStyle).
 *
 * So, in tests only:
 * - rules with a `:has()` selector are not written: MUI's only ones (under every Select) set the
 *   padding custom properties `--_caret` / `--_endAdornment`, and jsdom's selector engine
 *   re-parses a `:has()` selector for every element it tests (a fifth of the time on its own);
 * - declarations of properties no test tool or test reads (padding, fonts, transitions...) are
 *   not written, and a rule left empty is dropped with them, so there are fewer rules to match.
 * What decides visibility (display, visibility, opacity) and clicks (pointer-events) stays; a
 * test file that asserts another property names it with readStyles.
 * Emotion's default vendor prefixer is left out too: a prefixed declaration (`display:-webkit-box`)
 * always comes before the standard one, which wins the cascade.
 */

/** The part of a stylis element this plugin reads and writes (stylis ships no types). */
interface StylisElement {
  type: string;
  props: string | string[];
  value: string;
  return: string;
  children: unknown;
}
type Plugin = NonNullable<Options['stylisPlugins']>[number];

/**
 * What Testing Library, user-event and jest-dom read to decide whether an element shows and
 * takes clicks: always written.
 */
const ALWAYS_READ = ['display', 'visibility', 'opacity', 'pointer-events'];

/** The CSS properties written: ALWAYS_READ and what the test file asked for with readStyles. */
export const READ_PROPERTIES = new Set(ALWAYS_READ);

/**
 * A test file that asserts another property (a colour, a margin, white-space...) asks for it
 * at its top, before anything renders: emotion writes each style once per file. Every other
 * property is left out, so each computed style matches about half as many rules.
 */
export function readStyles(...properties: string[]): void {
  for (const property of properties) READ_PROPERTIES.add(property);
}

/**
 * Drops a rule's `:has()` selectors and its pseudo-element ones (`::-webkit-input-placeholder`:
 * getComputedStyle of an element never matches them, and jsdom tries each against every
 * element anew, most throwing), the rule with them when none is left, and the declarations no
 * test reads.
 */
export const keepReadStyles = (element: StylisElement): undefined => {
  if (element.type === 'rule' && Array.isArray(element.props)) {
    const selectors = element.props.filter((selector) => !selector.includes(':has(') && !selector.includes('::'));
    // stylis writes nothing for a rule without children; an empty selector list would be written as `{...}`.
    if (selectors.length === 0) element.children = [];
    else element.props = selectors;
  } else if (element.type === 'decl' && typeof element.props === 'string' && !READ_PROPERTIES.has(element.props)) {
    element.value = '';
    element.return = '';
  }
  return undefined;
};

type CreateCache = (options: Options) => EmotionCache;

/** Wraps emotion's createCache so every cache it makes (the default one too) writes only the styles tests read. */
export function withReadStylesOnly(createCache: CreateCache): CreateCache {
  return (options) => createCache({ ...options, stylisPlugins: [keepReadStyles as unknown as Plugin, ...(options.stylisPlugins ?? [])] });
}
