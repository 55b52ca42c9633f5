import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// FairGo's design tokens, from shared/BRAND.md. Every app renders with this one system, so token
// CSS variables on :root are the same whichever app wrote them (ARCHITECTURE §6).
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const palette = <K extends string>(scale: Record<K, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }])) as Record<K, { value: string }>;

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.page', color: 'fg', lineHeight: '1.5', fontSize: '16px' },
    // BRAND.md: no motion for those who ask for none.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: palette({
          50: '#e8f5ef',
          100: '#c6e6d6',
          200: '#9fd4bb',
          300: '#74c19e',
          400: '#4fb087',
          500: '#2f9e72',
          600: '#237f5b',
          700: '#1a6147',
          800: '#114233',
          900: '#08241c',
        }),
        accent: palette({ 400: '#f7c948', 500: '#f0b429', 600: '#de911d' }),
      },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
      durations: { brand: { value: '200ms' } },
    },
    semanticTokens: {
      colors: {
        // A full colour palette, so `colorPalette="brand"` works on every component.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.500}' },
          contrast: { value: '#1a202c' },
          fg: { value: '{colors.accent.600}' },
          muted: { value: '{colors.accent.400}' },
          subtle: { value: '#fdf3d7' },
          emphasized: { value: '{colors.accent.400}' },
          focusRing: { value: '{colors.accent.500}' },
        },
        fg: { DEFAULT: { value: '#1a202c' } },
        bg: { page: { value: '#f8faf9' } },
        status: {
          available: { value: '{colors.brand.500}' },
          unavailable: { value: '#e53e3e' },
          warning: { value: '{colors.accent.500}' },
          info: { value: '#3182ce' },
        },
      },
      radii: {
        // Cards and inputs 8 px; chips and avatars use `full`.
        l2: { value: '8px' },
        l3: { value: '8px' },
      },
      shadows: {
        card: { value: '{shadows.sm}' },
        dialog: { value: '{shadows.lg}' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
