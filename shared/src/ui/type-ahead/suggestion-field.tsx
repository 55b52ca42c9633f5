import { Field, Input } from '@fairgo/shared/ui';
import { useCallback, useLayoutEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import type { ComboboxFieldProps } from './combobox-field';

export interface SuggestionFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Called when a suggestion is chosen from the list (after onChange). */
  onSelect?: (value: string) => void;
  /** Fetches suggestions for a non-empty text; a failure is logged and closes the list (product.md#messages). */
  suggest: (text: string, signal: AbortSignal) => Promise<string[]>;
  error?: string | undefined;
  helperText?: string | undefined;
  placeholder?: string;
  required?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

// Chakra's combobox and Floating UI (~25 KB gzipped, in '@fairgo/shared/ui/popovers') load once per page,
// when a person first reaches for any type-ahead field; from then on every one renders it at once.
let loaded: ComponentType<ComboboxFieldProps> | undefined;
let loading: Promise<ComponentType<ComboboxFieldProps>> | undefined;
const loadCombobox = () =>
  (loading ??= import(/* webpackChunkName: "combobox-field" */ './combobox-field').then(
    (module) => (loaded = module.ComboboxField),
  ));

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A text field with type-ahead suggestions (product.md#listing-searches, product.md#validation): suggestions are
 * fetched 300 ms after typing stops and only for non-empty text; the list opens when they arrive
 * and closes on a choice, on a failure and on empty text. Free text stays allowed.
 *
 * Until the list is needed it is a plain text field of the same size (so a page with filters paints,
 * and is prerendered, without the combobox): pointing at it, touching it or focusing it loads the
 * combobox, which takes its place with the text, the focus and the caret where they were.
 */
export function SuggestionField(props: SuggestionFieldProps) {
  const [Combobox, setCombobox] = useState(() => loaded);
  const current = useRef<HTMLInputElement | null>(null);
  const handOff = useRef<{ start: number | null; end: number | null } | null>(null);
  const [typedBefore, setTypedBefore] = useState('');
  const { inputRef } = props;

  const load = () => {
    if (Combobox) return;
    loadCombobox().then(
      (component) => setCombobox(() => component),
      (failure: unknown) => console.error(`[forms] the suggestions for "${props.label}" could not load`, failure),
    );
  };

  const input = useCallback(
    (element: HTMLInputElement | null) => {
      // The plain input leaves in the commit that brings the combobox: where its caret was then is
      // where the next key goes (keys typed while the combobox was rendering included).
      const leaving = current.current;
      if (!element && leaving && leaving.ownerDocument.activeElement === leaving) {
        handOff.current = { start: leaving.selectionStart, end: leaving.selectionEnd };
      }
      current.current = element;
      assignRef(inputRef, element);
    },
    [inputRef],
  );

  // The combobox's input, once mounted (and its state machine with it), takes the focus and caret of
  // the plain one it replaced.
  useLayoutEffect(() => {
    const selection = handOff.current;
    if (!Combobox || !selection || !current.current) return;
    handOff.current = null;
    current.current.focus();
    current.current.setSelectionRange(selection.start, selection.end);
  }, [Combobox]);

  if (Combobox) return <Combobox {...props} inputRef={input} typedBefore={typedBefore} />;

  const { label, value, onChange, onBlur, error, helperText, placeholder = 'Start typing...', required, name } = props;
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        ref={input}
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        // What it is, before its list has loaded: a combobox whose list is closed.
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        onPointerEnter={load}
        onPointerDown={load}
        onFocus={load}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.value);
          setTypedBefore(event.target.value);
        }}
      />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
