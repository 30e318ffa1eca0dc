import { describe, expect, it } from 'vitest';
import { loginUrl, safeTarget } from '@/core/safeRedirect';

describe('safeTarget', () => {
  it.each([
    ['/agent/list', '/agent/list'],
    ['/orderDeliver?shipStatus=0&page=2', '/orderDeliver?shipStatus=0&page=2'],
    ['/a#b', '/a#b'],
    ['/', '/'],
    ['/a/../agent/list', '/agent/list'],
    [`/${'a'.repeat(2000)}`, `/${'a'.repeat(2000)}`],
  ])('keeps the in-app path %s', (target, expected) => {
    expect(safeTarget(target)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'http://127.0.0.1:8000/agent/list',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'agent/list',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    `/${'a'.repeat(2048)}`,
    '',
    null,
    undefined,
  ])('sends %s to /', (target) => {
    expect(safeTarget(target)).toBe('/');
  });
});

describe('loginUrl', () => {
  it('carries the current path and query as target', () => {
    expect(loginUrl('/agent/list?page=2')).toBe('/main/login?target=%2Fagent%2Flist%3Fpage%3D2');
  });
  it('has no target when there is no path, or the path is the login page', () => {
    expect(loginUrl()).toBe('/main/login');
    expect(loginUrl('/main/login?target=%2Fx')).toBe('/main/login');
  });
});
