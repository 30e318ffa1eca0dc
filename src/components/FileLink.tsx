import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { fileNameOf, safeFileUrl } from '@/core/fileUrl';

/**
 * The only place a URL from the server becomes a link or a window (FileImage.tsx: an image; lint keeps
 * `href`, `src` and `window.open` everywhere else to literals). What the policy refuses
 * (core/fileUrl) is shown as text: the operator sees what the server sent, nothing runs.
 */
export function FileLink({
  url,
  children,
  download,
  label,
}: {
  url: string | undefined;
  children?: ReactNode;
  /** Offers the file for download under its own name. */
  download?: boolean;
  label?: string;
}) {
  const safe = safeFileUrl(url);
  if (!safe) return <Typography.Text type="secondary">{url ? fileNameOf(url) : '—'}</Typography.Text>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      download={download ? fileNameOf(safe) : undefined}
    >
      {children ?? fileNameOf(safe)}
    </a>
  );
}

/** Opens a server file in a new window that cannot reach back; false when the policy refuses it. */
export function openFile(url: string | undefined): boolean {
  const safe = safeFileUrl(url);
  if (!safe) return false;
  const opened = window.open(safe, '_blank', 'noopener,noreferrer');
  if (opened) opened.opener = null;
  return true;
}

export { fileNameOf };
