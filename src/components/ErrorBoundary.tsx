import { Component, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { tellCaught } from '@/core/caught';
import { asChunkFailure } from '@/core/chunkError';
import { t } from '@/core/i18n';
import { colorVar } from '@/theme';

interface Props {
  children: ReactNode;
}

interface State {
  error?: unknown;
}

const box: CSSProperties = {
  maxWidth: 640,
  margin: '64px auto',
  padding: '0 24px',
  textAlign: 'center',
  color: colorVar('text'),
};
const title: CSSProperties = { fontSize: 22, fontWeight: 600, margin: '16px 0 8px' };
const text: CSSProperties = { color: colorVar('textSecondary'), lineHeight: 1.7, wordBreak: 'break-all' };
const button = (primary: boolean): CSSProperties => ({
  margin: '16px 6px 0',
  padding: '4px 15px',
  height: 32,
  borderRadius: 6,
  cursor: 'pointer',
  fontSize: 14,
  border: `1px solid ${colorVar(primary ? 'primary' : 'border')}`,
  background: colorVar(primary ? 'primary' : 'surface'),
  color: colorVar(primary ? 'onPrimary' : 'text'),
});

/**
 * Keeps one broken screen from blanking the console. A failed chunk load is named as
 * such (type and URL) with a reload, since retrying in place cannot fetch a file the
 * server no longer has. The fallback is plain HTML on purpose: it must still render when
 * the chunks holding antd are the ones that failed (and it keeps antd out of the entry).
 */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[console] a screen failed', error, info.componentStack);
    tellCaught(error);
  }

  private retry = () => this.setState({ error: undefined });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = asChunkFailure(error);
    return (
      <div role="alert" style={box} data-testid={chunk ? 'chunk-error' : 'screen-error'}>
        <div aria-hidden="true" style={{ fontSize: 48, lineHeight: 1 }}>
          {chunk ? '⚠️' : '⛔'}
        </div>
        <h2 style={title}>{t(chunk ? 'error.chunk.title' : 'error.boundary.title')}</h2>
        <p style={text}>
          {chunk
            ? t('error.chunk.desc', { kind: t(`error.chunk.kind.${chunk.kind}`), type: chunk.type, url: chunk.url })
            : t('error.boundary.desc')}
        </p>
        {!chunk && (
          <button type="button" style={button(false)} onClick={this.retry}>
            {t('error.retry')}
          </button>
        )}
        <button type="button" style={button(true)} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    );
  }
}
