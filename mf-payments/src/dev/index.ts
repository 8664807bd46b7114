// Async boundary: shared singletons are negotiated before any React code runs (as in the shell).
import('./bootstrap');
