/**
 * Whether this console runs inside a frame of another page (the picture picker that a
 * rich-text editor opens in a dialog). Comparing window references is allowed across
 * origins, so this never throws.
 */
export const inFrame = (self: Window = window): boolean => self.parent !== self;
