import type * as v from 'valibot';
import { endpoint } from './endpoint';
import { int, record, text, uploadForm, needed, optional } from './wire';

/** What every upload answers: where the file now is. */
export type UploadResult = v.InferOutput<typeof uploadResult>;
const uploadResult = record({
  url: needed(
    text('Where the file is: a same-origin path, or https on an origin of FILE_ORIGINS'),
    'what the form sends on',
  ),
  name: optional(text('The file name as uploaded')),
  size: optional(int('Bytes')),
});

/** Uploads send a multipart body; the token header goes with them like every call. */
export const uploadImage = endpoint('POST', '/api/upload/imgUpload', {
  summary: 'Uploads an image (voucher, licence)',
  request: uploadForm,
  answer: uploadResult,
  action: 'file:upload',
});
export const uploadSettingFile = endpoint('POST', '/api/upload/setFileUpload', {
  summary: 'Uploads a settings file',
  request: uploadForm,
  answer: uploadResult,
  action: 'file:upload',
});
export const uploadFile = endpoint('POST', '/api/upload/fileUpload', {
  summary: 'Uploads a file',
  request: uploadForm,
  answer: uploadResult,
  action: 'file:upload',
});
