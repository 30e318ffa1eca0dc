import { endpoint } from './endpoint';
import type { UploadResult } from './types';

/** Uploads send a multipart body; the token header goes with them like every call. */
export const uploadImage = endpoint<FormData, UploadResult>('POST', '/api/upload/imgUpload');
export const uploadSettingFile = endpoint<FormData, UploadResult>('POST', '/api/upload/setFileUpload');
export const uploadFile = endpoint<FormData, UploadResult>('POST', '/api/upload/fileUpload');
