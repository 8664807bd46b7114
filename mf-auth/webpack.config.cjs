const { createAppConfig } = require('@pitchside/deploy/build/webpack.app.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_auth',
  devPort: 3001,
  kind: 'remote',
  exposes: { './pages': './src/pages.ts' },
  entry: './src/dev/index.ts',
});
