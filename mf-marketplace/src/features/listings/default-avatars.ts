import type { Gender } from '@fairgo/shared/contract';

// product.md#listings: a listing without a picture shows a default avatar chosen by gender. Drawn here as small
// SVGs (a head and shoulders, with hair that differs), so they cost no request.
const avatar = (background: string, hair: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
      `${hair}<circle cx="32" cy="26" r="12" fill="#f2d3b8"/>` +
      `<path d="M10 64c2-13 11-20 22-20s20 7 22 20z" fill="#ffffff" opacity=".9"/></svg>`,
  )}`;

export const DEFAULT_AVATARS: Record<Gender, string> = {
  Male: avatar('#0f766e', '<path d="M19 25c0-9 6-14 13-14s13 5 13 14c-3-5-8-6-13-6s-10 1-13 6z" fill="#3b2a20"/>'),
  Female: avatar(
    '#b45309',
    '<path d="M17 40c-2-18 4-29 15-29s17 11 15 29c-3-8-4-14-4-18-5 2-17 2-22 0 0 4-1 10-4 18z" fill="#6b3d1f"/>',
  ),
  Other: avatar('#475569', '<path d="M20 24c0-8 5-13 12-13s12 5 12 13c-4-3-8-4-12-4s-8 1-12 4z" fill="#1f2937"/>'),
};
