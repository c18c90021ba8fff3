import path from 'node:path';
import zlib from 'node:zlib';
import { ContextReplacementPlugin, type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import 'webpack-dev-server';
import { LoginWeightPlugin } from './scripts/webpack/LoginWeightPlugin';
import viewPaths from './src/app/pages/viewPaths.json';

// The embedded server the dev server proxies to (`npm run dev` starts it too).
const backend = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8013'}`;

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      // Ids, not names, in lazy chunk file names: the runtime's chunk map is part of every
      // first download and grows with each screen.
      chunkFilename: production ? 'static/js/[id].[contenthash:8].js' : 'static/js/[name].js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // React Router publishes its production build only behind an explicit path;
      // its default export condition is the larger development build.
      alias: {
        // tsconfig.json's `@/*`: a module deep in src names another by its place in src.
        '@': path.resolve(__dirname, 'src'),
        ...(production
          ? {
            // hoist-non-react-statics (via emotion) pins react-is 16; React 19's has the same three exports it uses.
            'react-is$': path.resolve(__dirname, 'node_modules/react-is'),
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
          : {}),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { envName: production ? 'production' : 'development' } } },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      // Extra compression passes: a few KB off the first download, build a little slower.
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, format: { comments: false } },
        }),
      ],
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The framework every screen needs changes rarely: its own long-cached chunk.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 30 },
          // emotion whole, in one chunk with the first download: the login page styles with
          // @emotion/styled and MUI's styled engine uses it too, so split by size it was
          // copied into the login page's chunk and again into the shell's.
          emotion: { test: /[\\/]node_modules[\\/]@emotion[\\/]/, name: 'emotion', priority: 25 },
          // The date pickers (MUI X, about a dozen KB gzip) come with the first screen that
          // searches by date, once, in a chunk of their own that every such screen shares.
          datePickers: { test: /[\\/]node_modules[\\/]@mui[\\/]x-(date-pickers|internals)[\\/]/, name: 'date-pickers', chunks: 'async', priority: 20 },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      // The view registry imports `../../screens/${path}`: webpack is told exactly the
      // listed views (src/app/pages/viewPaths.json), so no other screen file becomes a chunk.
      new ContextReplacementPlugin(/src[\\/]screens$/, path.resolve(__dirname, 'src/screens'), Object.fromEntries(viewPaths.map((view) => [`./${view}`, `./${view}`]))),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] } }] }),
      ...(production
        ? [
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|svg|html)$/, threshold: 1024, minRatio: 0.9 }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|html)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
              minRatio: 0.9,
            }),
            new LoginWeightPlugin({
              routeChunk: 'view-login',
              budgetBytes: Number(process.env.LOGIN_BUDGET_KB ?? 170) * 1024,
              // What signing in loads before the dashboard shows: the session, axios,
              // the RSA encryptor, the shell and the dashboard view.
              afterLoginChunks: ['session', 'http', 'rsa', 'layout', 'view-dashboard'],
              reportFile: path.resolve(__dirname, 'reports/weights.json'),
            }),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/auth', '/api', '/avatar', '/file', '/config.json'], target: backend }],
    },
  };
};
