import { colorVar } from '@/theme';
/** The console's mark: a warehouse box; inline SVG so nothing leaves the origin. */
export default function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={colorVar('brand')} />
      <path
        d="M8 13l8-4 8 4v9l-8 4-8-4z"
        fill="none"
        stroke={colorVar('onPrimary')}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M8 13l8 4 8-4M16 17v9"
        fill="none"
        stroke={colorVar('onPrimary')}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
