/*
 * jsdom answers getComputedStyle by matching the element against every style rule in the
 * document, and Testing Library asks for it again and again within one query: every getByRole
 * checks each candidate and each of its ancestors for hidden-ness, and the accessible name of
 * each candidate asks again for every node under it. One role query on a form screen asked
 * for the same few hundred elements tens of thousands of times (ProductFormPage: 11 of its
 * 26 s under getComputedStyle, after emotionCacheMock's cut).
 *
 * So, in tests only, an element's computed style is kept until the document changes: any
 * DOM mutation (nodes, attributes such as class and style, text, which includes the style
 * elements emotion writes) drops every kept answer. The observer's records are taken
 * synchronously on each call, so a change made just before a query is never missed.
 * What no mutation shows is not followed: CSSOM insertRule (emotion writes text nodes
 * outside production) and :focus / :hover rules (the console styles those through MUI's
 * classes, which are attributes).
 */
export function cacheComputedStyle(win: Window & typeof globalThis): void {
  const computed = win.getComputedStyle.bind(win);
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const observer = new win.MutationObserver(() => {
    kept = new WeakMap();
  });
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });
  win.getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if (observer.takeRecords().length > 0) kept = new WeakMap();
    if (pseudoElement) return computed(element, pseudoElement);
    let style = kept.get(element);
    if (!style) kept.set(element, (style = computed(element)));
    return style;
  };
}
