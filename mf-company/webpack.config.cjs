const { createAppConfig } = require('@pitchside/deploy/build/webpack.app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_company',
  devPort: 3003,
  kind: 'remote',
  exposes: { './pages': './src/pages.ts' },
  entry: './src/dev/index.ts',
});
