import { Spinner as ChakraSpinner, type SpinnerProps } from '@chakra-ui/react';

/**
 * Chakra's spinner, as a status when it is named (`aria-label="Loading the task"`): a name on an element
 * with no role is not allowed (axe's aria-prohibited-attr), and a status is read out when it appears.
 */
export function Spinner(props: SpinnerProps) {
  return <ChakraSpinner role={props['aria-label'] ? 'status' : undefined} {...props} />;
}
