import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// Only shown after a crash, so it stays out of the first load. Should its chunk fail to load too (the
// crash may come from a lost connection), a bare English screen with a reload still replaces the tree.
const ErrorScreen = lazy(() =>
  import('./error-screen').then(
    (m) => ({ default: m.ErrorScreen }),
    () => ({ default: BareErrorScreen }),
  ),
);

function BareErrorScreen() {
  return (
    <main role="alert">
      <h1>Oops! Something went wrong</h1>
      <button type="button" onClick={() => window.location.reload()}>Refresh Page</button>
    </main>
  );
}

interface State {
  error: Error | null;
}

/** The last line of defence: a render crash anywhere outside a remote shows the error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorScreen error={this.state.error} />
      </Suspense>
    );
  }
}
