import { fixed, fixedLooks } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

export interface ToggleOption<Value extends string> {
  value: Value;
  /** What the button shows. */
  label: ReactNode;
  /** Its accessible name, when the label is short for it ('Mon' for Monday). */
  name?: string;
}

const Legend = fixed('legend', { fontWeight: 'medium', fontSize: 'sm', mb: 1.5 });
const Toggles = fixed('div', { display: 'flex', flexWrap: 'wrap', gap: 1 });
/** Chakra's small button in the brand's colours: solid when chosen, outlined when not. Seven on a listing page. */
const toggle = (variant: string) => ({
  styles: { colorPalette: 'brand' },
  recipe: { key: 'button', variants: { size: 'xs', variant } },
});
const Toggle = fixedLooks('button', { chosen: toggle('solid'), open: toggle('outline') });

/** A multi-select of toggles under a legend; the chosen values keep the options' order. */
export function TogglePicker<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ToggleOption<Value>[];
  value: Value[];
  onChange: (value: Value[]) => void;
}) {
  return (
    <fieldset>
      <Legend>{legend}</Legend>
      <Toggles>
        {options.map((option) => {
          const chosen = value.includes(option.value);
          return (
            <Toggle
              key={option.value}
              type="button"
              look={chosen ? 'chosen' : 'open'}
              aria-pressed={chosen}
              aria-label={option.name}
              onClick={() =>
                onChange(
                  options
                    .map((entry) => entry.value)
                    .filter((entry) => (entry === option.value ? !chosen : value.includes(entry))),
                )
              }
            >
              {option.label}
            </Toggle>
          );
        })}
      </Toggles>
    </fieldset>
  );
}
