import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProForm } from '@ant-design/pro-components';
import { Button, Form, Upload, type UploadFile } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useMessages } from '@/adapters/intl';
import { FilePreview } from '@/components/FileImage';
import { openFile } from '@/components/FileLink';
import { fileNameOf, isImageFile, plainFileName, safeFileUrl } from '@/core/fileUrl';
import { toast } from '@/core/notice';
import type { Endpoint } from '@/services/endpoint';
import type { UploadResult } from '@/services/upload';
import { uploadFile, uploadImage, uploadSettingFile } from '@/services/upload';
import '@/components/kitMessages';

/** What each kind of field takes, checked before anything is sent. */
const UPLOAD_KINDS = {
  /** Licences, photos: images only, through the image endpoint. */
  image: {
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    endpoint: uploadImage,
    accept: '.png,.jpg,.jpeg,.gif,.webp',
  },
  /** Payment and transfer vouchers: images or PDF. */
  voucher: {
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
    endpoint: uploadFile,
    accept: '.png,.jpg,.jpeg,.gif,.webp,.pdf',
  },
  /** Settings files (risk and platform settings): images or PDF. */
  setting: {
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
    endpoint: uploadSettingFile,
    accept: '.png,.jpg,.jpeg,.gif,.webp,.pdf',
  },
} satisfies Record<string, { types: string[]; endpoint: Endpoint<FormData, UploadResult>; accept: string }>;

type UploadKind = keyof typeof UPLOAD_KINDS;

/** The largest file the upload endpoints take. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * An uploaded file as the list shows it. The server's URL is the field's value (kept in
 * `response`); the list links and previews it only where the file URL policy allows
 * (core/fileUrl), else it shows the name alone.
 */
function shown(item: UploadFile, raw: string): UploadFile<Uploaded> {
  const safe = safeFileUrl(raw);
  return {
    ...item,
    // A name read right to left (U+202E) or with hidden characters shows as what it is.
    name: plainFileName(item.name),
    response: { url: raw },
    url: safe,
    thumbUrl: safe && isImageFile(safe) ? safe : undefined,
  };
}

type Uploaded = { url: string };
const uploadedUrl = (file: UploadFile) => (file.response as Uploaded | undefined)?.url;

function fileOf(url: string, index: number): UploadFile {
  return shown({ uid: `url-${index}-${url}`, name: fileNameOf(url) || `file-${index}`, status: 'done' }, url);
}

interface UploadInputProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  kind: UploadKind;
  max: number;
  id?: string;
}

/**
 * Files as a list of uploaded URLs. Each file is checked for type and size first, then sent
 * on its own through the kind's upload endpoint (multipart, token header, as every call);
 * images show a thumbnail and open a preview.
 */
function UploadInput({ value = [], onChange, kind, max, id }: UploadInputProps) {
  const { t } = useMessages();
  const spec = UPLOAD_KINDS[kind];
  const [files, setFiles] = useState<UploadFile[]>(() => value.map(fileOf));
  const [preview, setPreview] = useState<string>();

  // A value set from outside (initial values, a reset, a restored draft) shows as the list in
  // the same render as the other fields (adjusted while rendering, not in an effect a render
  // later: a restored form showed its amount before its voucher).
  const valueKey = value.join('\n');
  const [listedKey, setListedKey] = useState(valueKey);
  if (valueKey !== listedKey) {
    setListedKey(valueKey);
    const uploaded = files
      .filter((file) => file.status === 'done')
      .map(uploadedUrl)
      .join('\n');
    if (uploaded !== valueKey) setFiles(value.map(fileOf));
  }

  const publish = (next: UploadFile[]) => {
    setFiles(next);
    onChange?.(
      next
        .filter((file) => file.status === 'done')
        .map(uploadedUrl)
        .filter((url): url is string => Boolean(url)),
    );
  };

  const check = (file: File) => {
    if (!spec.types.includes(file.type)) {
      toast('error', t(`upload.type.${kind}`, { name: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast('error', t('upload.size', { name: file.name, max: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <>
      <Upload
        id={id}
        accept={spec.accept}
        multiple={max > 1}
        maxCount={max}
        listType={kind === 'image' ? 'picture-card' : 'picture'}
        fileList={files}
        beforeUpload={check}
        customRequest={({ file, onSuccess, onError }) => {
          const body = new FormData();
          body.append('file', file as File, (file as File).name);
          spec.endpoint(body).then(
            (result) => onSuccess?.(result),
            (error: Error) => onError?.(error),
          );
        }}
        onChange={({ file, fileList }) => {
          const next = fileList.map((item) => {
            const result = item.uid === file.uid ? (file.response as UploadResult | undefined) : undefined;
            return result ? shown(item, result.url) : item;
          });
          publish(next);
        }}
        onPreview={(file) => {
          if (file.url && isImageFile(file.url)) setPreview(file.url);
          else openFile(file.url);
        }}
      >
        {files.length >= max ? null : kind === 'image' ? (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload.pick')}</div>
          </button>
        ) : (
          <Button icon={<UploadOutlined />}>{t('upload.pick')}</Button>
        )}
      </Upload>
      {preview && <FilePreview url={preview} alt={t('upload.preview')} onClose={() => setPreview(undefined)} />}
    </>
  );
}

export interface UploadFieldProps {
  /** The form field: a name, or a path into a list of fields (one upload per row of a batch). */
  name: string | (string | number)[];
  label: string;
  kind: UploadKind;
  /** How many files (default 1). */
  max?: number;
  required?: boolean;
  extra?: string;
}

/** An upload field of a ProForm: its value is the list of uploaded URLs. */
export default function UploadField({ name, label, kind, max = 1, required = false, extra }: UploadFieldProps) {
  const { t } = useMessages();
  const rules: Rule[] = required
    ? [
        {
          validator: (_, value?: string[]) =>
            value?.length ? Promise.resolve() : Promise.reject(new Error(t('upload.required', { label }))),
        },
      ]
    : [];
  // No longer required (支付宝 chosen after 对公转账 asked for the voucher): the field's stale
  // "请上传…" goes with the rule that said it.
  const form = Form.useFormInstance();
  useEffect(() => {
    if (!required && form.getFieldError(name).length) form.setFields([{ name, errors: [] }]);
  }, [required, form, name]);
  return (
    <ProForm.Item
      name={name}
      label={label}
      // The required mark (*) as on every other required field: the rule is a validator of its own.
      required={required}
      rules={rules}
      extra={extra ?? t(`upload.hint.${kind}`, { max, size: MAX_UPLOAD_BYTES / 1024 / 1024 })}
    >
      <UploadInput kind={kind} max={max} />
    </ProForm.Item>
  );
}
