import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import { APP_FAILURES } from '../actions/failures';

interface Props {
  /** Names the app in the log line, e.g. `mf_tasks`. */
  appName: string;
  /** Told of each error caught, after it is logged (the platform's `reportRenderError`). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a render error inside the app that threw it: 'Unexpected Application Error!' with a retry. */
export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.appName}] ${APP_FAILURES.render.code}`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.error !== null) {
      return <ErrorFallback error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
