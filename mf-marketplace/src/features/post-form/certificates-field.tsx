import { SuggestionField } from '@fairgo/shared/ui/type-ahead';
import { Button, HStack, IconButton, Stack, Text } from '@fairgo/shared/ui';
import { Plus, X } from 'lucide-react';
import { suggestCertificates } from '../../lib/suggestions';

const MAX_CERTIFICATES = 20;

/** Certificates as repeatable text entries with suggestions (product.md#posting-form); empty ones are dropped on submit. */
export function CertificatesField({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const change = (index: number, text: string) => onChange(value.map((entry, at) => (at === index ? text : entry)));
  return (
    <Stack gap={2}>
      <Text fontWeight="medium" fontSize="sm">
        Certificates
      </Text>
      {value.map((certificate, index) => (
        <HStack key={index} align="end">
          <SuggestionField
            label={`Certificate ${index + 1}`}
            value={certificate}
            onChange={(text) => change(index, text)}
            suggest={suggestCertificates}
            placeholder="e.g. RSA, White Card"
          />
          <IconButton
            aria-label={`Remove certificate ${index + 1}`}
            variant="ghost"
            onClick={() => onChange(value.length > 1 ? value.filter((_, at) => at !== index) : [''])}
          >
            <X />
          </IconButton>
        </HStack>
      ))}
      {value.length < MAX_CERTIFICATES ? (
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => onChange([...value, ''])}>
          <Plus /> Add certificate
        </Button>
      ) : null}
    </Stack>
  );
}
