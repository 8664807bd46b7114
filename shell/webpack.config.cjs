const { createAppConfig } = require('@pitchside/deploy/build/webpack.app.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', devPort: 3000, kind: 'host' });
