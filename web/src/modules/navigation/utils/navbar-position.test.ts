import { describe, expect, it } from 'vitest';
import { isVertical, navbarPositions, parseNavbarPosition } from './navbar-position';

describe('parseNavbarPosition', () => {
  it('accepts the five positions', () => {
    for (const position of navbarPositions) expect(parseNavbarPosition(position)).toBe(position);
    expect(navbarPositions).toEqual(['top', 'left', 'right', 'bottom', 'sidebar']);
  });

  it('falls back to the sidebar for anything else', () => {
    expect(parseNavbarPosition(null)).toBe('sidebar');
    expect(parseNavbarPosition('middle')).toBe('sidebar');
    expect(parseNavbarPosition('"top"')).toBe('sidebar');
  });

  it('lays out left, right and sidebar vertically', () => {
    expect(navbarPositions.filter(isVertical)).toEqual(['left', 'right', 'sidebar']);
  });
});
