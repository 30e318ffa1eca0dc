import { describe, expect, it } from 'vitest';
import { File as NodeFile } from 'node:buffer';
import { server } from '@mock/node';
import { saveToken } from '@/core/session';
import { uploadImage } from '@/services/upload';

/**
 * A multipart body Node's fetch understands. Under jsdom, `FormData` is jsdom's class, which
 * Node's fetch (the one umi-request calls in tests) does not treat as multipart; in a
 * browser both are native. Node's own FormData comes from a Response.
 */
async function nodeFormData(name: string, bytes: Uint8Array<ArrayBuffer> | string, type: string): Promise<FormData> {
  const form = await new Response(new URLSearchParams()).formData();
  form.append('file', new NodeFile([bytes], name, { type }) as unknown as Blob, name);
  return form;
}

describe('uploads', () => {
  it('send the file as multipart with the token header, and the mock serves it back', async () => {
    saveToken('mk.1.upload');
    let token: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/upload/')) token = request.headers.get('token');
    });
    const result = await uploadImage(await nodeFormData('凭证.png', new Uint8Array([137, 80, 78, 71]), 'image/png'));
    expect(token).toBe('mk.1.upload');
    expect(result).toMatchObject({ name: '凭证.png', size: 4 });
    const served = await fetch(new URL(result.url, 'http://localhost:3000/'));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('refuse a file that is not an image, with the server message', async () => {
    saveToken('mk.1.upload');
    await expect(uploadImage(await nodeFormData('a.txt', 'hello', 'text/plain'))).rejects.toMatchObject({
      kind: 'business',
      message: '只能上传 PNG、JPG、GIF 或 WebP 图片',
    });
  });
});
