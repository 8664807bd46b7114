import { Component, type ReactNode } from 'react';

interface MapBoundaryProps {
  /** Shown instead of the map when its chunk cannot load (offline, a new deploy removed it). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failed map chunk from taking the whole page down: the address above still tells where. */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
