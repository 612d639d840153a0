import type { socialLinks } from '../content/site-links';

type Network = (typeof socialLinks)[number]['network'];

/** Simple outline marks of the five networks, drawn in a 24-unit box (lucide ships no brand icons). */
const marks: Record<Network, string> = {
  x: 'M4 4l16 16M20 4L4 20',
  linkedin:
    'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zM8 11v5M8 8v.01M12 16v-5M12 13a2 2 0 0 1 4 0v3',
  facebook: 'M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM17.5 6.5v.01',
  youtube: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zM10 9l5 3-5 3z',
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={marks[network]} />
    </svg>
  );
}
