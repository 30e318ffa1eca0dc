#!/usr/bin/env node
/**
 * Summarises webpack-bundle-analyzer's JSON (npm run analyze): gzip size per chunk and the
 * heaviest packages in each, so a change to the bundle's make-up is visible in numbers.
 */
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('bench/results/bundle-report.json', 'utf8'));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function packagesOf(node, into = new Map()) {
  if (node.groups) {
    for (const child of node.groups) packagesOf(child, into);
    return into;
  }
  const path = node.path ?? node.label ?? '';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path.replace(/\.pnpm\/[^/]+\/node_modules\//, ''));
  const name = match
    ? match[1]
    : path.startsWith('./src') || path.includes('/src/')
      ? '(src)'
      : path.includes('mock/')
        ? '(mock)'
        : '(other)';
  // Leaves inside concatenated modules have no gzip size of their own: weigh by parsed size.
  into.set(name, (into.get(name) ?? 0) + (node.parsedSize ?? node.statSize ?? 0));
  return into;
}

const chunks = report
  .filter((chunk) => /\.(js|css)$/.test(chunk.label))
  .sort((a, b) => (b.gzipSize ?? 0) - (a.gzipSize ?? 0));
for (const chunk of chunks) {
  const parts = [...packagesOf(chunk)];
  const whole = parts.reduce((sum, [, size]) => sum + size, 0) || 1;
  const top = parts.sort((a, b) => b[1] - a[1]).slice(0, 7);
  const share = (size) => `${Math.round((size / whole) * 100)}%`;
  console.log(
    `${chunk.label.padEnd(44)} ${kib(chunk.gzipSize ?? 0).padStart(10)} gz   ${top.map(([name, size]) => `${name} ${share(size)}`).join(', ')}`,
  );
}
