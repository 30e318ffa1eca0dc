import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from '@/core/hmac';

describe('hmacSha256, the name of a stored money key', () => {
  it('is HMAC-SHA-256 as Node computes it, for keys and messages of every length around the block', () => {
    for (const keyLength of [0, 1, 31, 32, 63, 64, 65, 200])
      for (const messageLength of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
        const secret = randomBytes(keyLength).toString('hex').slice(0, keyLength);
        const message = randomBytes(messageLength).toString('base64').slice(0, messageLength);
        expect(hmacSha256(secret, message)).toBe(createHmac('sha256', secret).update(message).digest('hex'));
      }
  });

  it('reads text as UTF-8 (the intent holds Chinese remarks)', () => {
    const message = '["/api/platform/deduct",{"platformId":137,"amount":880000,"reason":"补扣运费"}]';
    expect(hmacSha256('密钥-secret', message)).toBe(createHmac('sha256', '密钥-secret').update(message).digest('hex'));
  });
});
