import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store.js';

/**
 * The React binding of the one store. Apps take `Provider` and the typed hooks from here, never from
 * react-redux: this module is shared, so react-redux is bundled once (in the shell), tree-shaken to what
 * the platform uses — a shared package is provided whole, `connect` and all (docs/adr/0010).
 */
export { Provider } from 'react-redux';

/** Typed hooks of the one store; remotes use these instead of the untyped react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
