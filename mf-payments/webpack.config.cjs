const { createAppConfig } = require('@pitchside/deploy/build/webpack.app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_payments',
  devPort: 3004,
  kind: 'remote',
  exposes: { './pages': './src/pages.ts' },
  entry: './src/dev/index.ts',
});
