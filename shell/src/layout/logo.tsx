import { fixed } from '@fairgo/shared/ui';

const Mark = fixed('div', { display: 'flex', alignItems: 'center', gap: 1.5 });
const Word = fixed('span', { fontSize: 'xl', fontWeight: 'bold', color: 'brand.600', letterSpacing: '-0.02em' });

/** The FairGo word mark with its gold tick, drawn inline so it costs no request (product.md#brand). */
export function Logo() {
  return (
    <Mark aria-label="FairGo home">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 12.5l5 5L20 6.5"
          fill="none"
          stroke="#f0b429"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Word>FairGo</Word>
    </Mark>
  );
}
