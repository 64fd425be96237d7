// A page that throws shows react-admin's error panel inside the layout (menu and app bar stay), and
// the panel goes away when the user moves to another page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPanel } from 'react-admin';

interface Props {
  /** The page's location: a new one clears the error. */
  location: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
  errorInfo: ErrorInfo | undefined;
  location: string;
}

export class LayoutErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorInfo: undefined, location: this.props.location };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location
      ? null
      : { error: null, errorInfo: undefined, location: props.location };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPanel
        error={error}
        errorInfo={errorInfo}
        resetErrorBoundary={() => this.setState({ error: null, errorInfo: undefined })}
      />
    );
  }
}
