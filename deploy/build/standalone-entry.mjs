// Entry of a remote's standalone development build (webpack.app.cjs): an async boundary, so the shared
// modules are negotiated before any React code runs (as in the shell), then the remote's
// `src/dev/bootstrap.ts`, which webpack.app.cjs names `pitchside-standalone-bootstrap`.
import('pitchside-standalone-bootstrap');
