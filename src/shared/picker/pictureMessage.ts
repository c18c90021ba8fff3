/*
 * The message the picture picker (/yshop/materia/index, 上传图片) sends to the window
 * that opened it (window.opener) or embeds it (window.parent), so a rich-text editor
 * of the same console can insert the chosen picture:
 *
 *   target.postMessage({ type: 'shop-admin:picture', url }, location.origin)
 *
 * Sent only to this console's own origin, never '*'; a receiver checks
 * `event.origin === location.origin` and the shape (readPictureMessage below).
 */

export const PICTURE_MESSAGE_TYPE = 'shop-admin:picture';

export interface PictureMessage {
  type: typeof PICTURE_MESSAGE_TYPE;
  /** The picture's absolute http(s) URL as the server answered it. */
  url: string;
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** Where a choice goes: the opener, else the embedding parent, else nowhere (the page was opened on its own). */
export function pickerTarget(self: Window = window): Window | null {
  let opener: Window | null = null;
  try {
    opener = self.opener as Window | null;
  } catch {
    opener = null;
  }
  if (opener && opener !== self && !opener.closed) return opener;
  if (self.parent && self.parent !== self) return self.parent;
  return null;
}

/** Posts the chosen picture to the picker's target; false when there is none or the URL is not http(s). */
export function postPicture(url: string, self: Window = window): boolean {
  const target = pickerTarget(self);
  if (!target || !isHttpUrl(url)) return false;
  const message: PictureMessage = { type: PICTURE_MESSAGE_TYPE, url };
  target.postMessage(message, self.location.origin);
  return true;
}

/** For a receiver: the picture URL of a message from this console's own origin, else undefined. */
export function readPictureMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string = window.location.origin): string | undefined {
  if (event.origin !== ownOrigin) return undefined;
  const data: unknown = event.data;
  if (data === null || typeof data !== 'object') return undefined;
  const { type, url } = data as Record<string, unknown>;
  return type === PICTURE_MESSAGE_TYPE && isHttpUrl(url) ? url : undefined;
}
