// Asset imports resolve to URLs (webpack asset/resource; __mocks__/fileMock.ts under jest).
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}

// Set by webpack to output.publicPath; config.json sits there beside index.html.
declare let __webpack_public_path__: string;
