import { Button, Result, Space } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { asChunkFailure } from '@/core/chunkError';
import { t } from '@/core/i18n';

interface Props {
  children: ReactNode;
  /** Where the boundary sits; a screen-level one keeps the layout alive around it. */
  scope?: 'app' | 'screen';
}

interface State {
  error?: unknown;
}

/**
 * Keeps one broken screen from blanking the console. A failed chunk load is named as
 * such (type and URL) with a reload, since retrying in place cannot fetch a file the
 * server no longer has.
 */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[console] a screen failed', error, info.componentStack);
  }

  private retry = () => this.setState({ error: undefined });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = asChunkFailure(error);
    const reload = (
      <Button type="primary" key="reload" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    );
    if (chunk) {
      return (
        <Result
          status="warning"
          title={t('error.chunk.title')}
          subTitle={t('error.chunk.desc', { kind: t(`error.chunk.kind.${chunk.kind}`), type: chunk.type, url: chunk.url })}
          extra={reload}
          data-testid="chunk-error"
        />
      );
    }
    return (
      <Result
        status="error"
        title={t('error.boundary.title')}
        subTitle={t('error.boundary.desc')}
        extra={
          <Space>
            <Button key="retry" onClick={this.retry}>
              {t('error.retry')}
            </Button>
            {reload}
          </Space>
        }
      />
    );
  }
}
