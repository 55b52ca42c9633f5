import { Combobox, useListCollection } from '@fairgo/shared/ui/popovers';
import { Field, Portal, Spinner } from '@fairgo/shared/ui';
import { useEffect, useRef, useState } from 'react';
import type { SuggestionFieldProps } from './suggestion-field';
import { useDebouncedValue } from './use-debounced-value';

export interface ComboboxFieldProps extends SuggestionFieldProps {
  /** Text typed before the list could load (SuggestionField): its suggestions are fetched at once. */
  typedBefore?: string;
}

/**
 * The type-ahead field itself (SuggestionField loads it on first use): suggestions are fetched 300 ms
 * after typing stops and only for non-empty text; the list opens when they arrive and closes on a
 * choice, on a failure and on empty text. Free text stays allowed.
 */
export function ComboboxField({
  label,
  value,
  onChange,
  onBlur,
  onSelect,
  suggest,
  error,
  helperText,
  placeholder = 'Start typing...',
  required,
  name,
  inputRef,
  typedBefore = '',
}: ComboboxFieldProps) {
  const [typed, setTyped] = useState(typedBefore);
  const [dismissed, setDismissed] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);
  const query = useDebouncedValue(typed).trim();
  const { collection, set } = useListCollection<string>({ initialItems: [] });

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    suggest(query, controller.signal)
      .then((items) => set(items))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[forms] suggestions for "${label}" failed`, failure);
        set([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setAnswered(query);
      });
    return () => controller.abort();
    // `suggest` is a new function on each render of most callers; the query is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, set]);

  // Inside a modal dialog the list must live in the dialog too: what is outside a modal is hidden
  // from assistive technology and cannot be clicked.
  const fieldRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  useEffect(() => setDialog(fieldRef.current?.closest<HTMLElement>('[role="dialog"]') ?? null), []);

  const loading = query !== '' && answered !== query;
  const open = !dismissed && query !== '' && answered === query && collection.items.length > 0;

  return (
    <Field.Root ref={fieldRef} required={required} invalid={Boolean(error)}>
      <Combobox.Root
        collection={collection}
        inputValue={value}
        open={open}
        onOpenChange={(details) => !details.open && setDismissed(true)}
        onInputValueChange={(details) => {
          onChange(details.inputValue);
          if (details.reason !== 'input-change') return;
          setTyped(details.inputValue);
          setDismissed(false);
        }}
        onValueChange={(details) => {
          const chosen = details.value[0];
          if (chosen !== undefined) {
            onChange(chosen);
            onSelect?.(chosen);
          }
          setDismissed(true);
        }}
        allowCustomValue
        openOnClick={false}
        selectionBehavior="replace"
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>
          {label} {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={name} ref={inputRef} placeholder={placeholder} onBlur={onBlur} />
          <Combobox.IndicatorGroup>{loading ? <Spinner size="xs" /> : null}</Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal {...(dialog ? { container: { current: dialog } } : {})}>
          <Combobox.Positioner>
            <Combobox.Content maxH="300px" minH="0">
              {collection.items.map((item) => (
                <Combobox.Item key={item} item={item}>
                  {item}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
