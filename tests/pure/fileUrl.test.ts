import { describe, expect, it } from 'vitest';
import { fileNameOf, plainFileName, safeFileUrl } from '@/core/fileUrl';
import { safeExternalUrl, safeInAppPath } from '@/core/bridge';

const policy = {
  origins: ['https://files.example.com'],
  here: 'https://console.example.com',
  paths: ['/mock-files/', '/files/'],
};

describe('the file URL policy', () => {
  it.each([
    ['/mock-files/seed/voucher.png', '/mock-files/seed/voucher.png'],
    ['/files/a%20b.pdf?v=2', '/files/a%20b.pdf?v=2'],
    ['/files/100%.pdf', '/files/100%.pdf'],
    ['https://files.example.com/v/1.png', 'https://files.example.com/v/1.png'],
    ['  https://FILES.example.com/v/1.png ', 'https://files.example.com/v/1.png'],
  ])('allows %s', (raw, expected) => {
    expect(safeFileUrl(raw, policy)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://files.example.com/v/1.png'],
    ['https://evil.example.com/v/1.png'],
    ['https://files.example.com.evil.example/1.png'],
    ['https://user:pw@files.example.com/1.png'],
    ['//evil.example/1.png'],
    ['/\t/evil.example/1.png'],
    ['/\\evil.example/1.png'],
    ['files/relative.png'],
    // Normalised first, then judged: these become `//evil.example/…`, a link to another host.
    ['/.//evil.example/回单.pdf'],
    ['/..//evil.example/x.png'],
    ['/files/..//evil.example/x.png'],
    ['/%2e//evil.example/x.png'],
    // Same origin is not enough: only the file folders, and never the API.
    ['/api/brCredit/handDeductionFee?platformId=101&amount=100000'],
    ['/files/../api/brCredit/handDeductionFee?amount=1'],
    // Judged decoded to a fixed point: no dot segment, `;`, backslash or encoded slash.
    ['/a/../files/x.png'],
    ['/files/./x.png'],
    ['/files/..%2fapi/brCredit/handDeductionFee?amount=1'],
    ['/files/..%2Fapi/brCredit/handDeductionFee?amount=1'],
    ['/files/..;/api/brCredit/handDeductionFee?amount=1'],
    ['/files/%252e%252e/api/brCredit/handDeductionFee?amount=1'],
    ['/files/%25252e%25252e/api/x'],
    ['/files/%2e%2e/api/x'],
    ['/files/a%5c..%5capi/x'],
    ['/files/a%255c..%255capi/x'],
    ['/files/x.png;jsessionid=1'],
    ['https://files.example.com/v/%2e%2e/api/x'],
    ['https://files.example.com/v/..%2fapi/x'],
    ['/API/brCredit/handDeductionFee'],
    ['/%61pi/brCredit/handDeductionFee'],
    ['/user/logout'],
    ['/'],
    ['https://files.example.com/api/brCredit/handDeductionFee?amount=1'],
    [''],
    [42],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(safeFileUrl(raw, policy)).toBeUndefined();
  });

  it('judges a file an upload endpoint answered with by the same lists as every other file URL', () => {
    // An upload's answer outside FILE_PATHS and FILE_ORIGINS is text, however recently it came.
    expect(safeFileUrl('/oss/2026/receipt.pdf')).toBeUndefined();
    expect(safeFileUrl('https://elsewhere.example.com/receipt.pdf')).toBeUndefined();
    // Inside them, it shows like any file; the API never does.
    expect(safeFileUrl('/mock-files/receipt.pdf')).toBe('/mock-files/receipt.pdf');
    expect(safeFileUrl('/api/brCredit/handDeductionFee?amount=1')).toBeUndefined();
  });

  it('drops bidirectional and invisible format characters from file names', () => {
    expect(plainFileName('回单\u202Egpj.exe')).toBe('回单gpj.exe');
    expect(fileNameOf('/files/%E2%80%AEfdp.exe')).toBe('fdp.exe');
    expect(fileNameOf('/files/a\u200Bb\u2066.pdf')).toBe('ab.pdf');
  });

  it('names a file from its URL, and a malformed %-escape never throws', () => {
    expect(fileNameOf('/files/%E5%9B%9E%E5%8D%95.pdf')).toBe('回单.pdf');
    expect(fileNameOf('/files/100%.png')).toBe('100%.png');
    expect(fileNameOf('/files/%E0%A4%A.png?x=1')).toBe('%E0%A4%A.png');
  });
});

describe('the portal bridge URLs', () => {
  it('routes only to a path normalised as a login target is', () => {
    expect(safeInAppPath('/finance/flow?type=recharge')).toBe('/finance/flow?type=recharge');
    expect(safeInAppPath('/.//evil.example')).toBeUndefined();
    expect(safeInAppPath('/%2e//evil.example')).toBeUndefined();
    expect(safeInAppPath('/a/..//evil.example')).toBeUndefined();
  });

  it('opens https only in a production build; http too in development', () => {
    expect(safeExternalUrl('https://help.example.com/a', { allowHttp: false })).toBe('https://help.example.com/a');
    expect(safeExternalUrl('http://help.example.com/a', { allowHttp: false })).toBeUndefined();
    expect(safeExternalUrl('http://localhost:3000/a', { allowHttp: true })).toBe('http://localhost:3000/a');
  });
});
