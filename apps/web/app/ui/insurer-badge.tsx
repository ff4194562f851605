// An insurer's logo drawn as a monogram: its initials on a colour derived from its name. No copied images.
import { useWords } from '~/lib/words';

/** Dark enough for white text at 4.5:1 and more. */
const BADGE_COLOURS = [
  '#0b6e66',
  '#1d4ed8',
  '#7c3aed',
  '#b91c1c',
  '#9a3412',
  '#166534',
  '#0f766e',
  '#be185d',
  '#4338ca',
  '#a16207',
  '#334155',
  '#0e7490',
] as const;

const SKIP_WORDS = new Set([
  'of',
  'the',
  'and',
  '&',
  'india',
  'insurance',
  'life',
  'general',
  'health',
  'company',
  'co',
  'ltd',
  'limited',
]);

/** "HDFC Life" -> "HDFC", "Niva Bupa Health Insurance" -> "NB", "Max Life" -> "ML", "Tata AIA Life" -> "TA". */
export function insurerInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const meaningful = words.filter((word) => !SKIP_WORDS.has(word.toLowerCase()));
  const picked = meaningful.length > 0 ? meaningful : words;
  if (picked.length === 1) {
    const word = picked[0] ?? '';
    const isAcronym = word.length <= 4 && word === word.toUpperCase();
    const second = words.find((w) => w !== word);
    return isAcronym ? word : (word.charAt(0) + (second?.charAt(0) ?? word.charAt(1))).toUpperCase();
  }
  return picked
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** The same name always gets the same colour. */
export function insurerColour(name: string): string {
  let hash = 0;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BADGE_COLOURS[hash % BADGE_COLOURS.length] ?? BADGE_COLOURS[0];
}

export interface InsurerBadgeProps {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-9 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-base' };

export function InsurerBadge({ name, size = 'md', className = '' }: InsurerBadgeProps) {
  const words = useWords('ui');
  return (
    <span
      role="img"
      aria-label={words.logo(name)}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg font-bold tracking-wide text-white ${sizes[size]} ${className}`}
      style={{ backgroundColor: insurerColour(name) }}
    >
      <span aria-hidden="true">{insurerInitials(name)}</span>
    </span>
  );
}
