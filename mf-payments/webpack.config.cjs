const { createRemoteConfig } = require('@pitchside/deploy/build/webpack.app.cjs');

module.exports = createRemoteConfig(__dirname); // name, port and page ids: shared-api/src/remotes.ts
