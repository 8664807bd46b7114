// Async boundary: shared singletons are negotiated before any React code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
