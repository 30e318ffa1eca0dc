import { Image, Typography, type ImageProps } from 'antd';
import { fileNameOf, safeFileUrl } from '@/core/fileUrl';

// Apart from FileLink: antd's Image (with its preview) is heavy, and a list that only links
// files must not load it.
/** An image from the server, or its name as text when the policy refuses the URL. */
export default function FileImage({ url, ...props }: Omit<ImageProps, 'src'> & { url: string | undefined }) {
  const safe = safeFileUrl(url);
  if (!safe) return <Typography.Text type="secondary">{url ? fileNameOf(url) : '—'}</Typography.Text>;
  const preview = props.preview && typeof props.preview === 'object' ? { ...props.preview, src: safe } : props.preview;
  return <Image {...props} preview={preview} src={safe} />;
}
