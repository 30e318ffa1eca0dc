import { Image, Typography, type ImageProps } from 'antd';
import { fileNameOf, safeFileUrl } from '@/core/fileUrl';
import './FileImage.less';

/** Previews open large enough to read a receipt (FileImage.less). */
const PREVIEW_CLASS = 'file-preview';

// Apart from FileLink: antd's Image (with its preview) is heavy, and a list that only links
// files must not load it.
/** An image from the server, or its name as text when the policy refuses the URL. */
export default function FileImage({ url, ...props }: Omit<ImageProps, 'src'> & { url: string | undefined }) {
  const safe = safeFileUrl(url);
  if (!safe) return <Typography.Text type="secondary">{url ? fileNameOf(url) : '—'}</Typography.Text>;
  const preview =
    props.preview === false ? false : { ...(typeof props.preview === 'object' ? props.preview : {}), src: safe };
  return <Image {...props} classNames={{ popup: { root: PREVIEW_CLASS } }} preview={preview} src={safe} />;
}

/** An image from the server shown only as its preview (opened from a link or a file list), large. */
export function FilePreview({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) {
  return (
    <FileImage
      style={{ display: 'none' }}
      url={url}
      alt={alt}
      preview={{ open: true, onOpenChange: (open) => !open && onClose() }}
    />
  );
}
