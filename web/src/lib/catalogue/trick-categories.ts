interface CategoryLook {
  label: string;
  /** A hue that reads on both themes; used for stripes, dots and tints, never for text. */
  color: string;
}

/**
 * The catalogue's fourteen categories in the order a skater meets them, with how the app shows them.
 * The keys are the catalogue's own values, so a category the app does not know yet still works (see below).
 */
const CATEGORY_LOOKS: Readonly<Record<string, CategoryLook>> = {
  fundamentals: { label: 'Fundamentals', color: '#34d399' },
  'first-tricks': { label: 'First Tricks', color: '#a3e635' },
  'flip-foundation': { label: 'Flip Foundation', color: '#22d3ee' },
  'intermediate-flips': { label: 'Intermediate Flips', color: '#60a5fa' },
  'advanced-tech': { label: 'Advanced Tech', color: '#818cf8' },
  'transition-tricks': { label: 'Transition Tricks', color: '#fbbf24' },
  'grinds-and-slides': { label: 'Grinds & Slides', color: '#fb923c' },
  'expert-combos': { label: 'Expert Combos', color: '#f87171' },
  'flip-tricks': { label: 'Flip Tricks', color: '#c084fc' },
  'grind-slide-tricks': { label: 'Grind & Slide Tricks', color: '#f472b6' },
  'grab-air-tricks': { label: 'Grabs & Airs', color: '#2dd4bf' },
  'ramp-footplant-tricks': { label: 'Ramp & Footplant Tricks', color: '#facc15' },
  'Miscellaneous Tricks': { label: 'Miscellaneous', color: '#94a3b8' },
  stairs: { label: 'Stairs', color: '#e879f9' },
};

const CATEGORY_ORDER = Object.keys(CATEGORY_LOOKS);
const FALLBACK_COLOR = '#94a3b8';

/** "grab-air-tricks" → "Grab Air Tricks", for a category added to the catalogue after this release. */
function titleCase(category: string): string {
  return category
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

export function categoryLabel(category: string): string {
  return CATEGORY_LOOKS[category]?.label ?? titleCase(category);
}

export function categoryColor(category: string): string {
  return CATEGORY_LOOKS[category]?.color ?? FALLBACK_COLOR;
}

/** Known categories in learning order, then any others alphabetically. */
export function compareCategories(a: string, b: string): number {
  const rankA = CATEGORY_ORDER.indexOf(a);
  const rankB = CATEGORY_ORDER.indexOf(b);
  if (rankA !== rankB) {
    if (rankA === -1) return 1;
    if (rankB === -1) return -1;
    return rankA - rankB;
  }
  return a.localeCompare(b);
}
