/** What shows while the initial state loads (docs/requirements.md#session): an empty block, nothing else. */
export default function BootBlank() {
  return <div data-testid="boot-blank" style={{ minHeight: '100vh', background: '#f5f7fa' }} />;
}
