import { useId, type ReactNode } from 'react';
import { chakra, Stack } from './chakra';

export interface RadioChoicesProps<Value extends string> {
  /** Names the group for assistive technology (the group's visible label, by id, is better: `labelledBy`). */
  label?: string;
  labelledBy?: string;
  options: readonly { value: Value; label: ReactNode }[];
  /** The chosen value; none chosen is `null` or ''. */
  value: Value | '' | null;
  onChange: (value: Value) => void;
  /** Side by side (wrapping on a phone), or one under another. */
  direction?: 'row' | 'column';
  size?: 'sm' | 'md';
}

/**
 * A group of radio buttons: the browser's own inputs, which need no script to work (arrow keys move the
 * choice, the served page's are usable before it is adopted), coloured by the brand. The sibling of
 * SelectField; Chakra's RadioGroup is a state machine of ~6 KB gzipped, which /register would otherwise
 * download for its one group.
 */
export function RadioChoices<Value extends string>({
  label,
  labelledBy,
  options,
  value,
  onChange,
  direction = 'row',
  size = 'md',
}: RadioChoicesProps<Value>) {
  const name = useId();
  return (
    <Stack
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      direction={direction}
      columnGap={6}
      rowGap={2}
      wrap="wrap"
      fontSize={size}
    >
      {options.map((option) => (
        <chakra.label key={option.value} display="inline-flex" alignItems="center" gap={2} cursor="pointer">
          <chakra.input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            accentColor="brand.600"
            boxSize={size === 'sm' ? '3.5' : '4'}
            m={0}
            cursor="pointer"
          />
          {option.label}
        </chakra.label>
      ))}
    </Stack>
  );
}
