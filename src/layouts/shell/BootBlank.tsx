import { colorVar } from '@/theme';
/** What shows while the initial state loads (docs/requirements.md#session): an empty block, nothing else. */
export default function BootBlank() {
  return <div data-testid="boot-blank" style={{ minHeight: '100vh', background: colorVar('page') }} />;
}
