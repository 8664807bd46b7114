const { createShellConfig } = require('@pitchside/deploy/build/webpack.app.cjs');

module.exports = createShellConfig(__dirname); // name and port: shared-api/src/remotes.ts
