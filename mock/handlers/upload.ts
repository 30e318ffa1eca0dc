import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { api, fail, latency, NOT_LOGGED_IN, ok, userOf } from './utils';

const MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Stores the file in memory and answers with a same-origin URL that the mock serves back. */
function uploadHandler(path: string, accept?: string[]) {
  return http.post(api(path), async ({ request }) => {
    await latency();
    if (!userOf(request)) return NOT_LOGGED_IN();
    let file: File | null = null;
    try {
      const value = (await request.formData()).get('file');
      // Not `instanceof File`: in tests the File class of the page (jsdom) and of fetch differ.
      file = typeof value === 'object' && value !== null && 'arrayBuffer' in value ? (value as File) : null;
    } catch {
      file = null;
    }
    if (!file) return fail(400, '请选择要上传的文件');
    if (file.size > MAX_BYTES) return fail(400, '文件不能超过 10MB');
    if (accept && !accept.includes(file.type)) return fail(400, '只能上传 PNG、JPG、GIF 或 WebP 图片');
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    db.files.set(id, { id, name: file.name, type: file.type, size: file.size, data: await file.arrayBuffer() });
    return ok({ url: `/mock-files/${id}/${encodeURIComponent(file.name)}`, name: file.name, size: file.size });
  });
}

export const uploadHandlers = [
  uploadHandler('/api/upload/imgUpload', IMAGE_TYPES),
  uploadHandler('/api/upload/setFileUpload'),
  uploadHandler('/api/upload/fileUpload'),
  http.get('*/mock-files/:id/:name', ({ params }) => {
    const file = db.files.get(String(params.id));
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file.data, { headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  }),
];
