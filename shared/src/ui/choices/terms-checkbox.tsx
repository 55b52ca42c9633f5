import { Checkbox, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The one way a person agrees to FairGo's terms, on every form that asks: "I accept the terms and
 * conditions", the terms a link that opens in a new tab, then what else the step binds them to
 * (`alsoAccepting`: "the 10% service fee.").
 */
export function TermsCheckbox({
  checked,
  onCheckedChange,
  invalid = false,
  alsoAccepting,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  invalid?: boolean;
  alsoAccepting?: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      invalid={invalid}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        I accept the{' '}
        <Link href="/terms-and-conditions" target="_blank" rel="noopener" color="brand.600">
          terms and conditions
        </Link>
        {alsoAccepting ? <>, and {alsoAccepting}</> : null}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
