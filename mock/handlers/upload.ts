import { http, HttpResponse } from 'msw';
import type { Endpoint } from '@/services/endpoint';
import { uploadFile, uploadImage, uploadSettingFile } from '@/services/upload';
import type { UploadResult } from '@/services/upload';
import { db } from '../db';
import { refuse, serve } from './serve';

const MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** Vouchers and settings files: images or PDF. */
const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'];
/** A bank's result file, kept as the voucher of the payouts it settles: CSV or Excel (served as a download). */
const RESULT_FILE_TYPES = [
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Stores the file in memory and answers with a same-origin URL that the mock serves back. */
function upload(endpoint: Endpoint<FormData, UploadResult>, accept: string[], refusal: string) {
  return serve(endpoint, async ({ request }) => {
    let file: File | null = null;
    try {
      const value = (await request.formData()).get('file');
      // Not `instanceof File`: in tests the File class of the page (jsdom) and of fetch differ.
      file = typeof value === 'object' && value !== null && 'arrayBuffer' in value ? (value as File) : null;
    } catch {
      file = null;
    }
    if (!file) return refuse(400, '请选择要上传的文件');
    if (file.size > MAX_BYTES) return refuse(400, '文件不能超过 10MB');
    if (!accept.includes(file.type)) return refuse(400, refusal);
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    db.files.set(id, { id, name: file.name, type: file.type, size: file.size, data: await file.arrayBuffer() });
    return { url: `/mock-files/${id}/${encodeURIComponent(file.name)}`, name: file.name, size: file.size };
  });
}

/** Seeded vouchers and licences: a drawn stand-in for the scan a real store would hold. */
const SEED_TITLES: Record<string, string> = {
  'transfer-voucher.svg': '银行转账回单',
  'payment-voucher.svg': '佣金打款回单',
  'business-licence.svg': '营业执照（副本）',
};

function seedImage(name: string): string {
  const title = SEED_TITLES[name] ?? name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="#f6f8fb"/><rect x="16" y="16" width="448" height="288" fill="#fff" stroke="#c9d3e0"/><text x="240" y="70" font-size="26" text-anchor="middle" fill="#1f2d3d" font-family="sans-serif">${title}</text><g stroke="#dfe5ee" stroke-width="10" stroke-linecap="round"><line x1="60" y1="130" x2="420" y2="130"/><line x1="60" y1="170" x2="360" y2="170"/><line x1="60" y1="210" x2="390" y2="210"/></g><circle cx="380" cy="250" r="34" fill="none" stroke="#e5484d" stroke-width="4"/><text x="240" y="290" font-size="14" text-anchor="middle" fill="#8a97a8" font-family="sans-serif">演示数据</text></svg>`;
}

export default [
  upload(uploadImage, IMAGE_TYPES, '只能上传 PNG、JPG、GIF 或 WebP 图片'),
  upload(uploadSettingFile, DOCUMENT_TYPES, '只能上传图片或 PDF 文件'),
  upload(uploadFile, [...DOCUMENT_TYPES, ...RESULT_FILE_TYPES], '只能上传图片、PDF 或银行结果文件（CSV、Excel）'),
  // The uploaded files themselves (not an API endpoint: what an object store would serve).
  http.get('*/mock-files/:id/:name', ({ params }) => {
    if (params.id === 'seed')
      return new HttpResponse(seedImage(String(params.name)), { headers: { 'Content-Type': 'image/svg+xml' } });
    const file = db.files.get(String(params.id));
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file.data, { headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  }),
];
