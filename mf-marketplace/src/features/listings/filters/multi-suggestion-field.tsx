import { SuggestionField, type SuggestionFieldProps } from '@fairgo/shared/ui/type-ahead';
import { Badge, Box, Flex, IconButton } from '@fairgo/shared/ui';
import { X } from 'lucide-react';
import { useState } from 'react';

export interface MultiSuggestionFieldProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  suggest: SuggestionFieldProps['suggest'];
  placeholder?: string;
}

/**
 * A multi-select with type-ahead (product.md#listings find-work filters): suggestions as one types (300 ms
 * debounce, non-empty text), a chosen one joins the list as a removable tag.
 */
export function MultiSuggestionField({ label, values, onChange, suggest, placeholder }: MultiSuggestionFieldProps) {
  const [draft, setDraft] = useState('');
  return (
    <Box>
      <SuggestionField
        label={label}
        value={draft}
        onChange={setDraft}
        onSelect={(chosen) => {
          if (!values.includes(chosen)) onChange([...values, chosen]);
          setDraft('');
        }}
        suggest={suggest}
        {...(placeholder ? { placeholder } : {})}
      />
      {values.length ? (
        <Flex gap={1} wrap="wrap" mt={2} role="list" aria-label={`Chosen ${label.toLowerCase()}`}>
          {values.map((value) => (
            <Badge key={value} role="listitem" colorPalette="brand" variant="subtle" size="lg" pe={0}>
              {value}
              <IconButton
                aria-label={`Remove ${value}`}
                size="2xs"
                variant="ghost"
                onClick={() => onChange(values.filter((entry) => entry !== value))}
              >
                <X />
              </IconButton>
            </Badge>
          ))}
        </Flex>
      ) : null}
    </Box>
  );
}
