/** What shows while the initial state loads (spec section 4): an empty block, nothing else. */
export default function BootBlank() {
  return <div data-testid="boot-blank" style={{ minHeight: '100vh', background: '#f5f7fa' }} />;
}
