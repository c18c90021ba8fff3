/** The measures revealTab reads and writes (an HTMLElement has them). */
interface Strip {
  offsetLeft: number;
  scrollLeft: number;
  clientWidth: number;
}
interface Tab {
  offsetLeft: number;
  offsetWidth: number;
}

/** Scrolls the strip so that `tab` is wholly visible, changing nothing if it already is. */
export function revealTab(strip: Strip, tab: Tab): void {
  const left = tab.offsetLeft - strip.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left < strip.scrollLeft) strip.scrollLeft = left;
  else if (right > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = right - strip.clientWidth;
}
