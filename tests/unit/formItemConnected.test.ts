/**
 * The `isVisible` antd's Form.Item gets in the build (src/vendor/formItemConnected.js, a stand-in:
 * plugins/standIns.ts): whether the item is in the document, which is what Form.Item needs to read
 * its margin, asked without making the browser lay the page out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as library from '@rc-component/util';
import * as standIn from '@/vendor/formItemConnected.js';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a form item’s isVisible, as the build has it', () => {
  it('keeps every other export of @rc-component/util', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(library).sort());
    expect(standIn.isVisible).not.toBe(library.isVisible);
  });

  it('says whether the element is in the document, hidden or not', () => {
    const item = document.createElement('div');
    expect(standIn.isVisible(null)).toBe(false);
    expect(standIn.isVisible(item)).toBe(false);
    const hidden = document.createElement('div');
    hidden.style.display = 'none';
    hidden.append(item);
    document.body.append(hidden);
    expect(standIn.isVisible(item)).toBe(true);
    // What Form.Item does with it: the margin of an item in the document is there to read.
    item.style.marginBottom = '24px';
    expect(getComputedStyle(item).marginBottom).toBe('24px');
  });

  it('reads no layout, where the library reads offsetParent first', () => {
    const reads: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(() => {
      reads.push('offsetParent');
      return document.body;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
      reads.push('getBoundingClientRect');
      return new DOMRect();
    });
    const item = document.body.appendChild(document.createElement('div'));
    expect(library.isVisible(item)).toBe(true);
    expect(reads).toEqual(['offsetParent']);
    reads.length = 0;
    expect(standIn.isVisible(item)).toBe(true);
    expect(reads).toEqual([]);
  });
});
