import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after an error; `retry` re-mounts them. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** Changing this key (e.g. the route) clears a previous error. */
  resetKey?: string;
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches what a remote throws while loading or rendering, so it costs only its own routes. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
