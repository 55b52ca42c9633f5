import { Alert, type BoxProps } from './chakra';
import type { ReactNode } from 'react';

export interface FormAlertProps extends Pick<BoxProps, 'maxW' | 'mb'> {
  /** The message; nothing is shown without one. */
  children: ReactNode;
  status?: 'error' | 'success' | 'info' | 'warning';
}

/** A form's message above its fields: what went wrong on submit, or what was done. */
export function FormAlert({ children, status = 'error', ...box }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    // Announced when it appears: at once for an error, politely otherwise.
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} {...box}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
