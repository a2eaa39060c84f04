import { MESSAGES } from '@sdp/shared';
import { AlertTriangle, Home, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { Button } from './button';

interface Props {
  children: ReactNode;
  /** Changing this key resets the boundary (e.g. the current path). */
  resetKey?: string;
}
interface State {
  error: Error | null;
  resetKey?: string;
}

export function ErrorFallback({ onReset }: { onReset: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center shadow-lg">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/15">
          <AlertTriangle className="size-6 text-red-300" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold">{MESSAGES.errorFallbackTitle}</h1>
        <p className="mt-3 text-sm text-muted-foreground">{MESSAGES.errorFallbackText}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.assign(paths.home)}>
            <Home aria-hidden="true" />
            Home
          </Button>
        </div>
      </div>
    </div>
  );
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught error in the interface', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    if (this.state.error) return <ErrorFallback onReset={this.reset} />;
    return this.props.children;
  }
}
