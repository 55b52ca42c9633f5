/** A simple SVG avatar (initials on a brand colour) for demo users, so the landing's avatars show faces. */
export function avatarSvg(name: string, hue: number): string {
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="hsl(${hue},45%,42%)"/><text x="64" y="78" font-family="system-ui,sans-serif" font-size="44" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
