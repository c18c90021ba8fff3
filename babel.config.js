// Used by babel-loader (webpack) and babel-jest (for the few ESM-only .mjs packages).
// TypeScript is type-checked by `tsc --noEmit`; Babel only strips types.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { bugfixes: true, targets: 'chrome >= 109, firefox >= 115, safari >= 15.4, edge >= 109' },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') && !isTest }],
      '@babel/preset-typescript',
    ],
  };
};
